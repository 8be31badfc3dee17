### The emails people receive. A body ends without its last line break: the code adds it,
### then the Matchpool footer. Values are inserted as given (numbers too, without grouping).

## Verification

verification-approved-subject = Tu verificación está aprobada
verification-approved-body =
    Hola { $name }:

    Tu verificación está aprobada. Ya puedes participar plenamente en Matchpool.

verification-declined-subject = Tu verificación no fue aprobada
verification-declined-body =
    Hola { $name }:

    Tu verificación no fue aprobada.
    Motivo: { $reason }
    Puedes enviarla de nuevo cuando quieras.

## Donations

receipt-subject = Gracias por apoyar { $project }
receipt-body =
    Gracias por tu donación a { $project }.

    Importe: { $amount }
    Comisión: { $fee }
    Total: { $total }
    Referencia: { $reference }

    Tu recibo (PDF): { $link }

refund-to-donor-subject = Tu donación a { $project } fue reembolsada
refund-to-donor-body =
    Tu donación de { $amount } a { $project } fue reembolsada.
    Motivo: { $reason }
    Ya no cuenta para el matching de la ronda.

# Follows refunded-body when the donation was paid by card: { $total } goes back.
refund-to-donor-card-line = A tu tarjeta vuelven { $total }: la donación y su comisión de tarjeta de { $fee }.

reward-subject = Has ganado una recompensa por referido
reward-body = Has ganado { $thank } THANK por una recomendación. ¡Gracias por hacer crecer la comunidad!

## Accounts

verify-email-subject = Confirma tu dirección de correo
verify-email-body =
    Hola { $name }:

    Confirma tu dirección de correo en Matchpool abriendo este enlace:
    { $link }

    Si no creaste una cuenta, puedes ignorar este correo.

reset-password-subject = Restablece tu contraseña
reset-password-body =
    Hola { $name }:

    Alguien pidió restablecer la contraseña de tu cuenta de Matchpool. Para elegir una nueva, abre este enlace en los próximos { $minutes } minutos:
    { $link }

    Si no fuiste tú, ignora este correo: tu contraseña no cambia.

confirm-new-email-subject = Confirma tu nueva dirección de correo
confirm-new-email-body =
    Hola { $name }:

    Pediste usar esta dirección en tu cuenta de Matchpool. Para confirmarla, abre este enlace en los próximos { $minutes } minutos:
    { $link }

    Hasta entonces tu cuenta conserva su dirección actual. Si no fuiste tú, ignora este correo.

password-changed-subject = Tu contraseña cambió
password-changed-body =
    Hola { $name }:

    La contraseña de tu cuenta de Matchpool acaba de cambiar y se cerraron tus otras sesiones.

    Si no fuiste tú, restablece tu contraseña de inmediato y contáctanos.

email-changed-subject = Tu dirección de correo cambió
email-changed-body =
    Hola { $name }:

    La dirección de correo de tu cuenta de Matchpool cambió a { $new_email }. Esta dirección ya no recibirá sus correos.

    Si no fuiste tú, restablece tu contraseña y contáctanos de inmediato.

link-provider-subject = Vincula { $provider } a tu cuenta de Matchpool
link-provider-body =
    Hola { $name }:

    Alguien inició sesión con { $provider } usando tu dirección de correo. Para vincular { $provider } a tu cuenta de Matchpool e iniciar sesión, abre este enlace en los próximos 30 minutos:
    { $link }

    Si no fuiste tú, ignora este correo: no se vinculará nada.

## Organizations

donation-received-subject = Nueva donación a { $project }
donation-received-body = { $donor } donó { $amount } a { $project }.

donation-refunded-subject = Se reembolsó una donación a { $project }
donation-refunded-body = Se reembolsó una donación de { $amount } a { $project }. Ya no cuenta para el matching de la ronda.

donation-disputed-subject = Una donación a { $project } está en disputa
donation-disputed-body = La persona titular de la tarjeta disputó una donación de { $amount } a { $project }. Hasta que se resuelva, no cuenta para el matching de la ronda.

donation-digest-subject = Tus donaciones de hoy: { $count }
donation-digest-body =
    Donaciones confirmadas desde tu último resumen:

    { $lines }

## Review

project-submitted-subject = { $project } se envió a revisión
project-submitted-body =
    Tu proyecto { $project } se ha enviado. El equipo de revisión de la ronda lo aprobará, pedirá cambios o lo rechazará; te enviaremos su decisión por correo. Hasta entonces no es público.
    { $link }

project-approved-subject = { $project } está aprobado
project-approved-body =
    Tu proyecto { $project } está aprobado y ya es público: la gente puede votarlo y donar.
    { $link }

project-changes-requested-subject = Se piden cambios en { $project }
project-changes-requested-body =
    Antes de aprobar tu proyecto { $project }, el equipo de revisión pide cambios:

    { $message }

    Edita el proyecto y vuelve a enviarlo desde su página.
    { $link }

project-rejected-subject = { $project } no fue aprobado
project-rejected-body =
    Tu proyecto { $project } no fue aprobado para esta ronda.
    Motivo: { $reason }

## Updates

# { $body } is the update as its author typed it (Markdown).
project-update-subject = Novedad de { $project }: { $title }
project-update-body =
    { $project }, un proyecto que apoyas, publicó una novedad.

    { $title }

    { $body }

    Léela en Matchpool:
    { $link }

    Recibes este correo porque votaste por { $project } o donaste a este proyecto. Para dejar de recibir sus novedades:
    { $unsubscribe }

## Invitations

invitation-subject = Únete a { $org } en Matchpool
invitation-body =
    { $inviter } te invita a unirte a { $org } en Matchpool como { $role }.

    Acepta la invitación (inicia sesión o crea una cuenta con esta dirección de correo):
    { $link }

    El enlace funciona una sola vez, durante { $days } días. Si no lo esperabas, ignora este correo.

# The invitee's role, as { $role } in invitation-body.
role-owner = propietaria/o
role-admin = administrador/a
role-member = miembro
