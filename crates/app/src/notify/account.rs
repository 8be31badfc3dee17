//! The texts of an email-address change, in the seven languages: the link to the new address and
//! the notice to the old one; and the notice of a changed password.

use matchpool_domain::Language;

use super::Notice;

pub(super) fn text(language: Language, notice: &Notice<'_>) -> (String, String) {
    use Language::*;
    match *notice {
        Notice::ConfirmNewEmail { name, link, minutes } => match language {
            En => (
                "Confirm your new email address".into(),
                format!(
                    "Hello {name},\n\nYou asked to use this address for your Matchpool account. To confirm it, open this link within {minutes} minutes:\n{link}\n\nUntil then your account keeps its current address. If it was not you, ignore this email.\n"
                ),
            ),
            Ja => (
                "新しいメールアドレスの確認".into(),
                format!(
                    "{name} 様\n\nMatchpool アカウントでこのアドレスを使うよう依頼がありました。{minutes} 分以内に次のリンクを開いて確認してください。\n{link}\n\n確認されるまで、アカウントは現在のアドレスのままです。心当たりがない場合は、このメールを無視してください。\n"
                ),
            ),
            Es => (
                "Confirma tu nueva dirección de correo".into(),
                format!(
                    "Hola {name}:\n\nPediste usar esta dirección en tu cuenta de Matchpool. Para confirmarla, abre este enlace en los próximos {minutes} minutos:\n{link}\n\nHasta entonces tu cuenta conserva su dirección actual. Si no fuiste tú, ignora este correo.\n"
                ),
            ),
            Ko => (
                "새 이메일 주소를 확인해 주세요".into(),
                format!(
                    "{name}님, 안녕하세요.\n\nMatchpool 계정에서 이 주소를 사용하도록 요청하셨습니다. {minutes}분 안에 아래 링크를 열어 확인해 주세요.\n{link}\n\n확인하기 전까지 계정은 현재 주소를 그대로 사용합니다. 본인이 요청하지 않았다면 이 이메일을 무시하세요.\n"
                ),
            ),
            Ar => (
                "أكِّد عنوان بريدك الإلكتروني الجديد".into(),
                format!(
                    "مرحبًا {name}،\n\nطلبتَ استخدام هذا العنوان لحسابك في Matchpool. لتأكيده، افتح هذا الرابط خلال {minutes} دقيقة:\n{link}\n\nحتى ذلك الحين يبقى عنوان حسابك الحالي كما هو. إذا لم تكن أنت، فتجاهل هذه الرسالة.\n"
                ),
            ),
            Fr => (
                "Confirmez votre nouvelle adresse e-mail".into(),
                format!(
                    "Bonjour {name},\n\nVous avez demandé à utiliser cette adresse pour votre compte Matchpool. Pour la confirmer, ouvrez ce lien dans les {minutes} minutes :\n{link}\n\nD'ici là, votre compte garde son adresse actuelle. Si ce n'était pas vous, ignorez cet e-mail.\n"
                ),
            ),
            ZhCn => (
                "请确认您的新电子邮箱地址".into(),
                format!(
                    "{name}，您好：\n\n您申请在 Matchpool 账户中使用此地址。请在 {minutes} 分钟内打开以下链接进行确认：\n{link}\n\n确认之前，您的账户仍使用当前地址。如果这不是您本人的操作，请忽略此邮件。\n"
                ),
            ),
        },
        Notice::PasswordChanged { name } => match language {
            En => (
                "Your password was changed".into(),
                format!(
                    "Hello {name},\n\nThe password of your Matchpool account was just changed, and your other sign-ins were ended.\n\nIf you did not do this, reset your password at once and contact us.\n"
                ),
            ),
            Ja => (
                "パスワードが変更されました".into(),
                format!(
                    "{name} 様\n\nMatchpool アカウントのパスワードが変更され、他の端末でのサインインは終了しました。\n\n心当たりがない場合は、すぐにパスワードを再設定し、私たちにご連絡ください。\n"
                ),
            ),
            Es => (
                "Tu contraseña cambió".into(),
                format!(
                    "Hola {name}:\n\nLa contraseña de tu cuenta de Matchpool acaba de cambiar y se cerraron tus otras sesiones.\n\nSi no fuiste tú, restablece tu contraseña de inmediato y contáctanos.\n"
                ),
            ),
            Ko => (
                "비밀번호가 변경되었습니다".into(),
                format!(
                    "{name}님, 안녕하세요.\n\nMatchpool 계정의 비밀번호가 방금 변경되었고, 다른 기기의 로그인은 종료되었습니다.\n\n본인이 변경하지 않았다면 즉시 비밀번호를 재설정하고 저희에게 연락해 주세요.\n"
                ),
            ),
            Ar => (
                "تم تغيير كلمة المرور".into(),
                format!(
                    "مرحبًا {name}،\n\nتم للتو تغيير كلمة مرور حسابك في Matchpool، وأُنهيت جلسات الدخول الأخرى.\n\nإذا لم تكن أنت، فأعد تعيين كلمة المرور فورًا وتواصل معنا.\n"
                ),
            ),
            Fr => (
                "Votre mot de passe a été modifié".into(),
                format!(
                    "Bonjour {name},\n\nLe mot de passe de votre compte Matchpool vient d'être modifié, et vos autres connexions ont été fermées.\n\nSi ce n'était pas vous, réinitialisez votre mot de passe immédiatement et contactez-nous.\n"
                ),
            ),
            ZhCn => (
                "您的密码已更改".into(),
                format!(
                    "{name}，您好：\n\n您的 Matchpool 账户密码刚刚被更改，其他设备上的登录已结束。\n\n如果这不是您本人的操作，请立即重置密码并联系我们。\n"
                ),
            ),
        },
        Notice::EmailChanged { name, new_email } => match language {
            En => (
                "Your email address was changed".into(),
                format!(
                    "Hello {name},\n\nThe email address of your Matchpool account was changed to {new_email}. This address no longer receives its emails.\n\nIf you did not do this, reset your password and contact us at once.\n"
                ),
            ),
            Ja => (
                "メールアドレスが変更されました".into(),
                format!(
                    "{name} 様\n\nMatchpool アカウントのメールアドレスが {new_email} に変更されました。今後、このアドレスにはメールが届きません。\n\n心当たりがない場合は、すぐにパスワードを再設定し、私たちにご連絡ください。\n"
                ),
            ),
            Es => (
                "Tu dirección de correo cambió".into(),
                format!(
                    "Hola {name}:\n\nLa dirección de correo de tu cuenta de Matchpool cambió a {new_email}. Esta dirección ya no recibirá sus correos.\n\nSi no fuiste tú, restablece tu contraseña y contáctanos de inmediato.\n"
                ),
            ),
            Ko => (
                "이메일 주소가 변경되었습니다".into(),
                format!(
                    "{name}님, 안녕하세요.\n\nMatchpool 계정의 이메일 주소가 {new_email}(으)로 변경되었습니다. 이 주소로는 더 이상 계정 이메일이 발송되지 않습니다.\n\n본인이 변경하지 않았다면 즉시 비밀번호를 재설정하고 저희에게 연락해 주세요.\n"
                ),
            ),
            Ar => (
                "تم تغيير عنوان بريدك الإلكتروني".into(),
                format!(
                    "مرحبًا {name}،\n\nتم تغيير عنوان البريد الإلكتروني لحسابك في Matchpool إلى {new_email}. لن يتلقى هذا العنوان رسائل الحساب بعد الآن.\n\nإذا لم تقم بذلك، فأعد تعيين كلمة المرور وتواصل معنا فورًا.\n"
                ),
            ),
            Fr => (
                "Votre adresse e-mail a été modifiée".into(),
                format!(
                    "Bonjour {name},\n\nL'adresse e-mail de votre compte Matchpool a été remplacée par {new_email}. Cette adresse ne recevra plus ses e-mails.\n\nSi ce n'était pas vous, réinitialisez votre mot de passe et contactez-nous immédiatement.\n"
                ),
            ),
            ZhCn => (
                "您的电子邮箱地址已更改".into(),
                format!(
                    "{name}，您好：\n\n您 Matchpool 账户的电子邮箱地址已更改为 {new_email}。此地址将不再接收账户邮件。\n\n如果这不是您本人的操作，请立即重置密码并联系我们。\n"
                ),
            ),
        },
        _ => unreachable!("account texts are asked only for account notices"),
    }
}
