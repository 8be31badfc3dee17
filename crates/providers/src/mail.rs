//! Email: SMTP through `lettre` in production; in development a file outbox (`.eml` files under
//! the data directory) that people and tests can read.

use std::path::PathBuf;

use lettre::message::Mailbox;
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

/// One email to send.
#[derive(Debug, Clone, Default)]
pub struct Email {
    pub to: String,
    pub subject: String,
    pub body: String,
    /// Extra headers (`List-Unsubscribe`, ...), ASCII names; none by default.
    pub headers: Vec<(String, String)>,
}

impl Email {
    /// A plain-text email with no extra headers.
    pub fn new(to: impl Into<String>, subject: impl Into<String>, body: impl Into<String>) -> Self {
        Self { to: to.into(), subject: subject.into(), body: body.into(), headers: Vec::new() }
    }

    /// The same email with one more header.
    pub fn with_header(mut self, name: &str, value: impl Into<String>) -> Self {
        self.headers.push((name.to_owned(), value.into()));
        self
    }
}

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("the email could not be built: {0}")]
    Build(String),
    #[error("the email could not be sent: {0}")]
    Send(String),
}

#[async_trait::async_trait]
pub trait Mailer: Send + Sync {
    async fn send(&self, email: Email) -> Result<(), MailError>;
}

fn message(from: &str, email: &Email) -> Result<Message, MailError> {
    let from: Mailbox = from.parse().map_err(|e| MailError::Build(format!("from: {e}")))?;
    let to: Mailbox = email.to.parse().map_err(|e| MailError::Build(format!("to: {e}")))?;
    let mut builder =
        Message::builder().from(from).to(to).subject(email.subject.clone()).header(ContentType::TEXT_PLAIN);
    for (name, value) in &email.headers {
        let name = HeaderName::new_from_ascii(name.clone()).map_err(|e| MailError::Build(format!("{name}: {e}")))?;
        builder = builder.raw_header(HeaderValue::new(name, value.clone()));
    }
    builder.body(email.body.clone()).map_err(|e| MailError::Build(e.to_string()))
}

/// SMTP with STARTTLS (or implicit TLS on port 465), optional credentials.
pub struct SmtpMailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: String,
}

impl SmtpMailer {
    pub fn new(host: &str, port: u16, username: &str, password: &str, from: &str) -> Result<Self, MailError> {
        let builder = if port == 465 {
            AsyncSmtpTransport::<Tokio1Executor>::relay(host)
        } else {
            AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(host)
        }
        .map_err(|e| MailError::Build(e.to_string()))?
        .port(port);
        let builder = if username.is_empty() {
            builder
        } else {
            builder.credentials(Credentials::new(username.to_owned(), password.to_owned()))
        };
        Ok(Self { transport: builder.build(), from: from.to_owned() })
    }
}

#[async_trait::async_trait]
impl Mailer for SmtpMailer {
    async fn send(&self, email: Email) -> Result<(), MailError> {
        let message = message(&self.from, &email)?;
        self.transport.send(message).await.map(|_| ()).map_err(|e| MailError::Send(e.to_string()))
    }
}

/// Writes each email as an `.eml` file in a directory, newest last by name.
pub struct FileOutbox {
    dir: PathBuf,
    from: String,
}

impl FileOutbox {
    pub fn new(dir: PathBuf, from: &str) -> Self {
        Self { dir, from: from.to_owned() }
    }

    /// Every email in the outbox, oldest first, as raw text.
    pub fn read_all(&self) -> Vec<String> {
        let mut entries: Vec<_> =
            std::fs::read_dir(&self.dir).into_iter().flatten().flatten().map(|e| e.path()).collect();
        entries.sort();
        entries.iter().filter_map(|p| std::fs::read_to_string(p).ok()).collect()
    }

    /// Every email in the outbox, oldest first, headers as written and each body decoded from
    /// its transfer encoding (quoted-printable or base64): the text a reader of the mail sees.
    pub fn read_all_decoded(&self) -> Vec<String> {
        self.read_all().iter().map(|raw| decoded(raw)).collect()
    }
}

/// One raw email with its body decoded; a body that does not decode is kept as written.
fn decoded(raw: &str) -> String {
    use base64::Engine;
    let raw = raw.replace("\r\n", "\n");
    let (headers, body) = raw.split_once("\n\n").unwrap_or((&raw, ""));
    let encoding = headers.to_lowercase();
    let bytes = if encoding.contains("content-transfer-encoding: base64") {
        let compact: String = body.split_whitespace().collect();
        base64::engine::general_purpose::STANDARD.decode(compact).ok()
    } else if encoding.contains("content-transfer-encoding: quoted-printable") {
        quoted_printable::decode(body, quoted_printable::ParseMode::Robust).ok()
    } else {
        None
    };
    let body = bytes.and_then(|b| String::from_utf8(b).ok()).unwrap_or_else(|| body.to_owned());
    format!("{headers}\n\n{body}")
}

#[async_trait::async_trait]
impl Mailer for FileOutbox {
    async fn send(&self, email: Email) -> Result<(), MailError> {
        let message = message(&self.from, &email)?;
        tokio::fs::create_dir_all(&self.dir).await.map_err(|e| MailError::Send(e.to_string()))?;
        let name = format!("{}-{}.eml", chrono::Utc::now().format("%Y%m%dT%H%M%S%.6f"), rand::random::<u32>());
        tokio::fs::write(self.dir.join(name), message.formatted()).await.map_err(|e| MailError::Send(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_outbox_keeps_readable_emails() {
        let dir = std::env::temp_dir().join(format!("mp-outbox-{}", rand::random::<u64>()));
        let outbox = FileOutbox::new(dir.clone(), "Matchpool <no-reply@matchpool.local>");
        outbox.send(Email::new("ana@example.org", "Votre vérification", "Bonjour Ana")).await.unwrap();
        let mails = outbox.read_all();
        assert_eq!(mails.len(), 1);
        assert!(mails[0].contains("To: ana@example.org"));
        assert!(mails[0].contains("Bonjour Ana"));
        assert!(outbox.send(Email::new("not an address", "x", "y")).await.is_err());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[tokio::test]
    async fn the_outbox_reads_bodies_decoded_as_people_read_them() {
        let dir = std::env::temp_dir().join(format!("mp-outbox-{}", rand::random::<u64>()));
        let outbox = FileOutbox::new(dir.clone(), "Matchpool <no-reply@matchpool.local>");
        // Long lines of accented text go out quoted-printable, Arabic as base64: both read back whole.
        let french = format!("Bonjour Ana, votre vérification est approuvée. {}", "Très bien. ".repeat(12));
        outbox.send(Email::new("ana@example.org", "Vérification", &french)).await.unwrap();
        outbox.send(Email::new("amira@example.org", "تحقق", "مرحبًا أميرة، تمت الموافقة على التحقق.")).await.unwrap();
        let raw = outbox.read_all();
        assert!(!raw.iter().any(|m| m.contains("vérification est approuvée")), "the files keep the encoded form");
        let mails = outbox.read_all_decoded();
        assert!(mails[0].contains("To: ana@example.org") && mails[0].contains(&french), "{}", mails[0]);
        assert!(mails[1].contains("مرحبًا أميرة، تمت الموافقة على التحقق."), "{}", mails[1]);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn extra_headers_go_into_the_message_and_only_when_asked() {
        let url = format!("<https://fund.example.org/api/unsubscribe?token={}>", "a".repeat(120));
        let email = Email::new("ana@example.org", "News", "Hello")
            .with_header("List-Unsubscribe", url.clone())
            .with_header("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
        let raw = String::from_utf8(message("no-reply@matchpool.local", &email).unwrap().formatted()).unwrap();
        assert!(raw.contains(&format!("List-Unsubscribe: {url}\r\n")), "{raw}");
        assert!(raw.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n"), "{raw}");
        let plain = message("no-reply@matchpool.local", &Email::new("ana@example.org", "News", "Hello")).unwrap();
        assert!(!String::from_utf8(plain.formatted()).unwrap().contains("List-Unsubscribe"));
        let bad = Email::new("ana@example.org", "News", "Hello").with_header("Bad Name", "x");
        assert!(message("no-reply@matchpool.local", &bad).is_err());
    }
}
