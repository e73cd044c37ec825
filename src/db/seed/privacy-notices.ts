import type { PrivacyNoticeForm } from '../schema-enums'

/**
 * Version 1 of each form's privacy notice (ADR 037): what that form collects, why, who receives it,
 * how long it is kept and how to get or erase it, in both languages. Placeholders are filled from the
 * settings when shown (`{retentionDays}`: the registrations' retention the purge applies), so a
 * changed setting never leaves the notice promising something else.
 */

const contact = {
  cn: '<a href="mailto:{organiserEmail}">{organiserEmail}</a>，电话 {organiserPhone}',
  en: '<a href="mailto:{organiserEmail}">{organiserEmail}</a>, phone {organiserPhone}',
}

const controller = {
  cn: `<p><strong>个人信息处理者：</strong>{organiserName}（以下简称“我们”），联系方式：${contact.cn}。</p>`,
  en: `<p><strong>Who handles your data:</strong> {organiserName} ("we"), ${contact.en}.</p>`,
}

const rights = {
  cn: `<p><strong>您的权利：</strong>您可以向我们查阅、复制、更正或删除您的个人信息，也可以撤回同意（撤回不影响此前已进行的处理）。请发送邮件至 ${contact.cn}，并注明您登记时使用的电子邮箱。</p>`,
  en: `<p><strong>Your rights:</strong> you may ask us for a copy of your personal data, have it corrected or erased, or withdraw your consent (which does not affect what was done before). Write to ${contact.en}, giving the e-mail address you used on this form.</p>`,
}

const registration = {
  cn:
    controller.cn +
    '<p><strong>处理目的：</strong>办理您的观众预登记；生成电子胸卡并通过电子邮件发送给您；展会期间在入口核验胸卡、办理入场；形成不含个人身份的观众统计，供我们筹办展会使用。</p>' +
    '<p><strong>处理的个人信息：</strong>姓名、手机号码、电子邮箱、公司名称、职位、国家或地区（中国大陆另含省份）、观众类型、采购角色、感兴趣的产品类别；入场核验时记录胸卡的核验时间和入口。</p>' +
    '<p><strong>单独同意（可选）：</strong>只有在您另外勾选对应选项时，我们才会：将您的姓名、公司、职位、观众类型和感兴趣的产品类别提供给本届展会的参展商，以便其与您约定洽谈；或通过电子邮件向您发送展会资讯。不勾选不影响登记和入场，已给出的同意可随时撤回。</p>' +
    '<p><strong>接收方：</strong>未经您的单独同意，我们不向任何第三方提供您的个人信息。</p>' +
    '<p><strong>保存期限：</strong>展会结束后 {retentionDays} 天。届时我们删除您的登记信息，只保留不含个人身份的统计数字；发送给您的胸卡邮件在发信记录中保存不超过 90 天。</p>' +
    rights.cn,
  en:
    controller.en +
    '<p><strong>Why:</strong> to handle your trade-visitor registration; to issue your e-badge and send it to you by e-mail; to check your badge at the hall entrance during the show; and to count visitors, without identifying anyone, for planning the fair.</p>' +
    '<p><strong>What:</strong> name, mobile number, e-mail address, company, job title, country or region (and province for the Chinese mainland), visitor type, purchasing role and the products that interest you; at the entrance, when and at which gate your badge was checked.</p>' +
    '<p><strong>Separate, optional consents:</strong> only if you tick the box for it do we pass your name, company, job title, visitor type and interests to this show’s exhibitors so that they can arrange meetings with you, or send you news about the fair by e-mail. Registration and entry do not depend on either, and you may withdraw them at any time.</p>' +
    '<p><strong>Who receives it:</strong> nobody outside the organiser without your separate consent.</p>' +
    '<p><strong>How long:</strong> {retentionDays} days after the show. Then your registration is deleted and only figures that identify nobody are kept; the e-mail with your badge stays in our mail log for at most 90 days.</p>' +
    rights.en,
}

const subscription = {
  cn:
    controller.cn +
    '<p><strong>处理目的：</strong>通过电子邮件向您发送展会资讯（展会动态、参展商和观众信息）。</p>' +
    '<p><strong>处理的个人信息：</strong>姓名、电子邮箱、公司名称和职位，以及您同意的时间和所阅读的本说明版本。</p>' +
    '<p><strong>确认订阅：</strong>提交后我们会向该邮箱发送一封确认邮件，点击其中的链接后订阅才生效；7 天内未确认的，我们删除您填写的信息。</p>' +
    '<p><strong>接收方：</strong>我们不向任何第三方提供您的订阅信息。</p>' +
    '<p><strong>保存期限：</strong>保存至您退订为止。每封资讯邮件都附有退订链接，点击即退订，我们随即删除您的订阅信息。</p>' +
    rights.cn,
  en:
    controller.en +
    '<p><strong>Why:</strong> to send you news about the fair by e-mail (show updates, exhibitor and visitor information).</p>' +
    '<p><strong>What:</strong> your name, e-mail address, company and position, and when you agreed to which version of this notice.</p>' +
    '<p><strong>Confirmation:</strong> we send a confirmation e-mail to the address you give; the subscription starts only when you open its link. If it is not confirmed within 7 days, what you entered is deleted.</p>' +
    '<p><strong>Who receives it:</strong> nobody outside the organiser.</p>' +
    '<p><strong>How long:</strong> until you unsubscribe. Every newsletter carries an unsubscribe link; using it ends the subscription and deletes your subscription data.</p>' +
    rights.en,
}

const application = {
  cn:
    controller.cn +
    '<p><strong>处理目的：</strong>处理您的参展申请：评估申请，就展位、报价和参展事宜与您联系。</p>' +
    '<p><strong>处理的个人信息：</strong>联系人姓名、电话、电子邮箱，以及公司名称、参展国家或地区、产品类别、展位类型、面积和意向展位。</p>' +
    '<p><strong>接收方：</strong>仅限我们负责招展的销售团队，我们不向任何第三方提供。</p>' +
    '<p><strong>保存期限：</strong>保存至本届展会结束后 24 个月，之后删除。</p>' +
    rights.cn,
  en:
    controller.en +
    '<p><strong>Why:</strong> to handle your booth application: to assess it and to contact you about booths, prices and taking part.</p>' +
    '<p><strong>What:</strong> the contact’s name, phone number and e-mail address, and the company, exhibiting country, products, booth type, area and preferred booths.</p>' +
    '<p><strong>Who receives it:</strong> only our sales team; nobody outside the organiser.</p>' +
    '<p><strong>How long:</strong> until 24 months after this show; then it is deleted.</p>' +
    rights.en,
}

export const privacyNoticeSeed: readonly {
  form: PrivacyNoticeForm
  version: number
  bodyCn: string
  bodyEn: string
}[] = [
  { form: 'registration', version: 1, bodyCn: registration.cn, bodyEn: registration.en },
  { form: 'subscription', version: 1, bodyCn: subscription.cn, bodyEn: subscription.en },
  { form: 'application', version: 1, bodyCn: application.cn, bodyEn: application.en },
]
