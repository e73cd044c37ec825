import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { VisitorType } from '~/db/schema-enums'

export const checkInText = {
  title: msg`Check-in`,
  gate: msg`Gate`,
  gateHint: msg`Name this device's gate once, e.g. "North hall entrance 2"; it is remembered on this device.`,
  changeGate: msg`Change gate`,
  gateFirst: msg`Name this device's gate first.`,
  saveGate: msg`Use this gate`,
  code: msg`Badge code`,
  codeHint: msg`The 26 letters and digits under the QR code; spaces and dashes do not matter.`,
  checkIn: msg`Check in`,
  camera: msg`Scan with the camera`,
  stopCamera: msg`Stop the camera`,
  cameraVideo: msg`Camera picture`,
  cameraFailed: msg`The camera could not be started here. Type the badge code instead.`,
  first: msg`Welcome: checked in`,
  repeat: msg`Already checked in`,
  repeatAt: msg`First checked in at {time}, gate {gate}`,
  unknown: msg`Unknown badge: not admitted`,
  cancelled: msg`Cancelled registration: not admitted`,
  offlineNote: msg`No network: checked against this device's list; the scan is sent when the network is back.`,
  offlineList: msg`{count} badges on this device for checks without a network.`,
  unsynced: msg`Unsynced scans: {count}`,
  listWindow: msg`The list for checks without a network is available from {from} to {until} (Beijing time).`,
  synced: msg`{count} scans made offline were sent.`,
  failed: msg`The check-in could not be sent. Please try again.`,
  printLabel: msg`Print a badge label`,
  noLabel: msg`This badge cannot be printed: it is unknown, cancelled or erased.`,
  labelQr: msg`QR code of the badge`,
}

export const checkInTypeText: Record<VisitorType, MessageDescriptor> = {
  importer_distributor: msg`Importer or distributor`,
  retail: msg`Retail`,
  ecommerce: msg`E-commerce`,
  catering_hotel: msg`Catering and hotels`,
  manufacturer: msg`Manufacturer`,
  media: msg`Media`,
  other: msg`Other`,
}
