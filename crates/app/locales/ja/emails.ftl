### The emails people receive. A body ends without its last line break: the code adds it,
### then the Matchpool footer. Values are inserted as given (numbers too, without grouping).

## Verification

verification-approved-subject = 本人確認が承認されました
verification-approved-body =
    { $name } 様

    本人確認が承認されました。Matchpool のすべての機能をご利用いただけます。

verification-declined-subject = 本人確認が承認されませんでした
verification-declined-body =
    { $name } 様

    本人確認は承認されませんでした。
    理由: { $reason }
    いつでも再提出できます。

## Donations

receipt-subject = { $project } へのご支援ありがとうございます
receipt-body =
    { $project } へのご寄付ありがとうございます。

    金額: { $amount }
    手数料: { $fee }
    合計: { $total }
    参照番号: { $reference }

    領収書 (PDF): { $link }

refund-to-donor-subject = { $project } へのご寄付が返金されました
refund-to-donor-body =
    { $project } への { $amount } のご寄付が返金されました。
    理由: { $reason }
    このご寄付はラウンドのマッチングに含まれなくなりました。

# Follows refunded-body when the donation was paid by card: { $total } goes back.
refund-to-donor-card-line = カードには { $total }（ご寄付と手数料 { $fee }）が返金されます。

reward-subject = 紹介報酬を獲得しました
reward-body = 紹介により { $thank } THANK を獲得しました。コミュニティを広げていただきありがとうございます。

## Accounts

verify-email-subject = メールアドレスの確認
verify-email-body =
    { $name } 様

    次のリンクを開いて、Matchpool のメールアドレスを確認してください。
    { $link }

    アカウントを作成していない場合は、このメールを無視してください。

reset-password-subject = パスワードの再設定
reset-password-body =
    { $name } 様

    Matchpool アカウントのパスワード再設定が依頼されました。{ $minutes } 分以内に次のリンクを開いて、新しいパスワードを設定してください。
    { $link }

    心当たりがない場合は、このメールを無視してください。パスワードは変更されません。

confirm-new-email-subject = 新しいメールアドレスの確認
confirm-new-email-body =
    { $name } 様

    Matchpool アカウントでこのアドレスを使うよう依頼がありました。{ $minutes } 分以内に次のリンクを開いて確認してください。
    { $link }

    確認されるまで、アカウントは現在のアドレスのままです。心当たりがない場合は、このメールを無視してください。

password-changed-subject = パスワードが変更されました
password-changed-body =
    { $name } 様

    Matchpool アカウントのパスワードが変更され、他の端末でのサインインは終了しました。

    心当たりがない場合は、すぐにパスワードを再設定し、私たちにご連絡ください。

email-changed-subject = メールアドレスが変更されました
email-changed-body =
    { $name } 様

    Matchpool アカウントのメールアドレスが { $new_email } に変更されました。今後、このアドレスにはメールが届きません。

    心当たりがない場合は、すぐにパスワードを再設定し、私たちにご連絡ください。

link-provider-subject = { $provider } を Matchpool アカウントに連携
link-provider-body =
    { $name } 様

    あなたのメールアドレスで { $provider } からのサインインがありました。{ $provider } を Matchpool アカウントに連携してサインインするには、30 分以内に次のリンクを開いてください。
    { $link }

    心当たりがない場合は、このメールを無視してください。何も連携されません。

## Organizations

donation-received-subject = { $project } に新しい寄付がありました
donation-received-body = { $donor } が { $project } に { $amount } を寄付しました。

donation-refunded-subject = { $project } への寄付が返金されました
donation-refunded-body = { $project } への { $amount } の寄付が返金されました。ラウンドのマッチングには含まれなくなりました。

donation-disputed-subject = { $project } への寄付に異議が申し立てられました
donation-disputed-body = カード所有者が { $project } への { $amount } の寄付に異議を申し立てました。決着までラウンドのマッチングには含まれません。

donation-digest-subject = 本日の寄付：{ $count } 件
donation-digest-body =
    前回のまとめ以降に確定した寄付：

    { $lines }

## Review

project-submitted-subject = { $project } を審査に提出しました
project-submitted-body =
    プロジェクト { $project } を提出しました。ラウンドの審査チームが承認、修正の依頼、または不採択を決め、その結果をメールでお知らせします。それまでプロジェクトは公開されません。
    { $link }

project-approved-subject = { $project } が承認されました
project-approved-body =
    プロジェクト { $project } が承認され、公開されました。投票や寄付を受け付けています。
    { $link }

project-changes-requested-subject = { $project } の修正が依頼されました
project-changes-requested-body =
    プロジェクト { $project } の承認前に、審査チームから修正の依頼があります：

    { $message }

    プロジェクトを編集し、ページから再提出してください。
    { $link }

project-rejected-subject = { $project } は承認されませんでした
project-rejected-body =
    プロジェクト { $project } は今回のラウンドで承認されませんでした。
    理由: { $reason }

## Updates

# { $body } is the update as its author typed it (Markdown).
project-update-subject = { $project } の活動報告：{ $title }
project-update-body =
    あなたが支援している { $project } が活動報告を投稿しました。

    { $title }

    { $body }

    Matchpool で読む:
    { $link }

    { $project } に投票または寄付されたため、このメールをお送りしています。今後の活動報告の受信を停止するには:
    { $unsubscribe }

## Invitations

invitation-subject = Matchpool で { $org } に参加しましょう
invitation-body =
    { $inviter } さんから、Matchpool の { $org } に{ $role }として参加する招待が届いています。

    このメールアドレスでサインインまたはアカウントを作成し、招待を承諾してください:
    { $link }

    このリンクは { $days } 日間、1 回だけ有効です。心当たりがない場合は、このメールを無視してください。

# The invitee's role, as { $role } in invitation-body.
role-owner = オーナー
role-admin = 管理者
role-member = メンバー
