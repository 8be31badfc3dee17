### The emails people receive. A body ends without its last line break: the code adds it,
### then the Matchpool footer. Values are inserted as given (numbers too, without grouping).

## Verification

verification-approved-subject = Votre vérification est approuvée
verification-approved-body =
    Bonjour { $name },

    Votre vérification est approuvée. Vous pouvez désormais participer pleinement à Matchpool.

verification-declined-subject = Votre vérification n'a pas été approuvée
verification-declined-body =
    Bonjour { $name },

    Votre vérification n'a pas été approuvée.
    Motif : { $reason }
    Vous pouvez la soumettre à nouveau à tout moment.

## Donations

receipt-subject = Merci de soutenir { $project }
receipt-body =
    Merci pour votre don à { $project }.

    Montant : { $amount }
    Frais : { $fee }
    Total : { $total }
    Référence : { $reference }

    Votre reçu (PDF) : { $link }

refund-to-donor-subject = Votre don à { $project } a été remboursé
refund-to-donor-body =
    Votre don de { $amount } à { $project } a été remboursé.
    Motif : { $reason }
    Il ne compte plus pour l'abondement du tour.

# Follows refunded-body when the donation was paid by card: { $total } goes back.
refund-to-donor-card-line = { $total } est rendu sur votre carte : le don et ses frais de carte de { $fee }.

reward-subject = Vous avez gagné une récompense de parrainage
reward-body = Vous avez gagné { $thank } THANK grâce à un parrainage. Merci de faire grandir la communauté !

## Accounts

verify-email-subject = Confirmez votre adresse e-mail
verify-email-body =
    Bonjour { $name },

    Confirmez votre adresse e-mail pour Matchpool en ouvrant ce lien :
    { $link }

    Si vous n'avez pas créé de compte, ignorez cet e-mail.

reset-password-subject = Réinitialisez votre mot de passe
reset-password-body =
    Bonjour { $name },

    Quelqu'un a demandé à réinitialiser le mot de passe de votre compte Matchpool. Pour en choisir un nouveau, ouvrez ce lien dans les { $minutes } minutes :
    { $link }

    Si ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.

confirm-new-email-subject = Confirmez votre nouvelle adresse e-mail
confirm-new-email-body =
    Bonjour { $name },

    Vous avez demandé à utiliser cette adresse pour votre compte Matchpool. Pour la confirmer, ouvrez ce lien dans les { $minutes } minutes :
    { $link }

    D'ici là, votre compte garde son adresse actuelle. Si ce n'était pas vous, ignorez cet e-mail.

password-changed-subject = Votre mot de passe a été modifié
password-changed-body =
    Bonjour { $name },

    Le mot de passe de votre compte Matchpool vient d'être modifié, et vos autres connexions ont été fermées.

    Si ce n'était pas vous, réinitialisez votre mot de passe immédiatement et contactez-nous.

email-changed-subject = Votre adresse e-mail a été modifiée
email-changed-body =
    Bonjour { $name },

    L'adresse e-mail de votre compte Matchpool a été remplacée par { $new_email }. Cette adresse ne recevra plus ses e-mails.

    Si ce n'était pas vous, réinitialisez votre mot de passe et contactez-nous immédiatement.

link-provider-subject = Associez { $provider } à votre compte Matchpool
link-provider-body =
    Bonjour { $name },

    Quelqu'un s'est connecté avec { $provider } en utilisant votre adresse e-mail. Pour associer { $provider } à votre compte Matchpool et vous connecter, ouvrez ce lien dans les 30 minutes :
    { $link }

    Si ce n'était pas vous, ignorez cet e-mail : rien ne sera associé.

## Organizations

donation-received-subject = Nouveau don pour { $project }
donation-received-body = { $donor } a donné { $amount } à { $project }.

donation-refunded-subject = Un don pour { $project } a été remboursé
donation-refunded-body = Un don de { $amount } pour { $project } a été remboursé. Il ne compte plus pour l'abondement du tour.

donation-disputed-subject = Un don pour { $project } est contesté
donation-disputed-body = Le titulaire de la carte a contesté un don de { $amount } pour { $project }. Tant que la contestation n'est pas tranchée, il ne compte pas pour l'abondement du tour.

donation-digest-subject = Vos dons du jour : { $count }
donation-digest-body =
    Dons confirmés depuis votre dernier récapitulatif :

    { $lines }

## Review

project-submitted-subject = { $project } est soumis à la revue
project-submitted-body =
    Votre projet { $project } est soumis. L'équipe de revue du tour l'approuvera, demandera des modifications ou le refusera ; nous vous enverrons sa décision par e-mail. D'ici là, il n'est pas public.
    { $link }

project-approved-subject = { $project } est approuvé
project-approved-body =
    Votre projet { $project } est approuvé et désormais public : chacun peut voter pour lui et faire un don.
    { $link }

project-changes-requested-subject = Modifications demandées pour { $project }
project-changes-requested-body =
    Avant d'approuver votre projet { $project }, l'équipe de revue demande des modifications :

    { $message }

    Modifiez le projet, puis soumettez-le à nouveau depuis sa page.
    { $link }

project-rejected-subject = { $project } n'a pas été approuvé
project-rejected-body =
    Votre projet { $project } n'a pas été approuvé pour ce tour.
    Motif : { $reason }

## Updates

# { $body } is the update as its author typed it (Markdown).
project-update-subject = Actualité de { $project } : { $title }
project-update-body =
    { $project }, un projet que vous soutenez, a publié une actualité.

    { $title }

    { $body }

    À lire sur Matchpool :
    { $link }

    Vous recevez cet e-mail parce que vous avez voté pour { $project } ou lui avez fait un don. Pour ne plus recevoir ses actualités :
    { $unsubscribe }

## Invitations

invitation-subject = Rejoignez { $org } sur Matchpool
invitation-body =
    { $inviter } vous invite à rejoindre { $org } sur Matchpool en tant que { $role }.

    Acceptez l'invitation (connectez-vous ou créez un compte avec cette adresse e-mail) :
    { $link }

    Le lien fonctionne une seule fois, pendant { $days } jours. Si vous ne l'attendiez pas, ignorez cet e-mail.

# The invitee's role, as { $role } in invitation-body.
role-owner = propriétaire
role-admin = administrateur ou administratrice
role-member = membre
