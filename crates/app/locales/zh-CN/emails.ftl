### The emails people receive. A body ends without its last line break: the code adds it,
### then the Matchpool footer. Values are inserted as given (numbers too, without grouping).

## Verification

verification-approved-subject = 您的验证已通过
verification-approved-body =
    { $name }，您好：

    您的验证已通过，现在可以完整使用 Matchpool 了。

verification-declined-subject = 您的验证未通过
verification-declined-body =
    { $name }，您好：

    您的验证未通过。
    原因：{ $reason }
    您可以随时重新提交。

## Donations

receipt-subject = 感谢您支持 { $project }
receipt-body =
    感谢您向 { $project } 捐款。

    金额：{ $amount }
    手续费：{ $fee }
    合计：{ $total }
    参考编号：{ $reference }

    您的收据（PDF）：{ $link }

refund-to-donor-subject = 您对 { $project } 的捐款已退款
refund-to-donor-body =
    您向 { $project } 捐赠的 { $amount } 已退款。
    原因：{ $reason }
    该捐款不再计入本轮的配捐。

# Follows refunded-body when the donation was paid by card: { $total } goes back.
refund-to-donor-card-line = { $total } 将退回您的银行卡：包括捐款及 { $fee } 的银行卡手续费。

reward-subject = 您获得了推荐奖励
reward-body = 您通过推荐获得了 { $thank } THANK。感谢您帮助社区成长！

## Accounts

verify-email-subject = 请确认您的电子邮箱地址
verify-email-body =
    { $name }，您好：

    请打开以下链接，确认您在 Matchpool 的电子邮箱地址：
    { $link }

    如果您没有创建账户，请忽略此邮件。

reset-password-subject = 重置您的密码
reset-password-body =
    { $name }，您好：

    有人请求重置您 Matchpool 账户的密码。请在 { $minutes } 分钟内打开以下链接设置新密码：
    { $link }

    如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。

confirm-new-email-subject = 请确认您的新电子邮箱地址
confirm-new-email-body =
    { $name }，您好：

    您申请在 Matchpool 账户中使用此地址。请在 { $minutes } 分钟内打开以下链接进行确认：
    { $link }

    确认之前，您的账户仍使用当前地址。如果这不是您本人的操作，请忽略此邮件。

password-changed-subject = 您的密码已更改
password-changed-body =
    { $name }，您好：

    您的 Matchpool 账户密码刚刚被更改，其他设备上的登录已结束。

    如果这不是您本人的操作，请立即重置密码并联系我们。

email-changed-subject = 您的电子邮箱地址已更改
email-changed-body =
    { $name }，您好：

    您 Matchpool 账户的电子邮箱地址已更改为 { $new_email }。此地址将不再接收账户邮件。

    如果这不是您本人的操作，请立即重置密码并联系我们。

link-provider-subject = 将 { $provider } 关联到您的 Matchpool 账户
link-provider-body =
    { $name }，您好：

    有人使用您的电子邮箱地址通过 { $provider } 登录。如需将 { $provider } 关联到您的 Matchpool 账户并登录，请在 30 分钟内打开以下链接：
    { $link }

    如果不是您本人操作，请忽略此邮件：不会关联任何内容。

## Organizations

donation-received-subject = { $project } 收到一笔新捐款
donation-received-body = { $donor } 向 { $project } 捐赠了 { $amount }。

donation-refunded-subject = 对 { $project } 的一笔捐款已退款
donation-refunded-body = 向 { $project } 捐赠的 { $amount } 已退款，不再计入本轮的配捐。

donation-disputed-subject = 对 { $project } 的一笔捐款存在争议
donation-disputed-body = 持卡人对向 { $project } 捐赠的 { $amount } 提出了争议。在争议解决之前，该捐款不计入本轮的配捐。

donation-digest-subject = 今日捐款：{ $count } 笔
donation-digest-body =
    自上次汇总以来确认的捐款：

    { $lines }

## Review

project-submitted-subject = { $project } 已提交审核
project-submitted-body =
    您的项目 { $project } 已提交。本轮审核团队将批准、要求修改或拒绝该项目，我们会通过电子邮件通知您结果。在此之前项目不会公开。
    { $link }

project-approved-subject = { $project } 已获批准
project-approved-body =
    您的项目 { $project } 已获批准并公开，大家现在可以为它投票和捐款。
    { $link }

project-changes-requested-subject = { $project } 需要修改
project-changes-requested-body =
    在批准您的项目 { $project } 之前，审核团队要求修改：

    { $message }

    请编辑项目，然后在项目页面重新提交。
    { $link }

project-rejected-subject = { $project } 未获批准
project-rejected-body =
    您的项目 { $project } 未获本轮批准。
    原因：{ $reason }

## Updates

# { $body } is the update as its author typed it (Markdown).
project-update-subject = { $project } 的新动态：{ $title }
project-update-body =
    您支持的项目 { $project } 发布了一条新动态。

    { $title }

    { $body }

    在 Matchpool 上阅读：
    { $link }

    您收到此邮件是因为您曾为 { $project } 投票或捐款。如不想再收到其动态，请点击：
    { $unsubscribe }

## Invitations

invitation-subject = 加入 Matchpool 上的 { $org }
invitation-body =
    { $inviter } 邀请您以{ $role }身份加入 Matchpool 上的 { $org }。

    请使用此邮箱地址登录或注册账户后接受邀请：
    { $link }

    该链接仅可使用一次，有效期 { $days } 天。如果您并未期待此邀请，请忽略此邮件。

# The invitee's role, as { $role } in invitation-body.
role-owner = 所有者
role-admin = 管理员
role-member = 成员
