//! CIP-20 transaction messages: metadata label 674 holding `{"msg": ["line", ...]}`, each line a
//! text of at most 64 bytes (the ledger's limit for a metadata text). Wallets and explorers show
//! them; the platform puts a donation intent's reference there.

use pallas_codec::minicbor;
use pallas_primitives::alonzo::AuxiliaryData;
use pallas_primitives::{Metadata, Metadatum};

use super::BuildError;

/// The metadata label of CIP-20 messages.
pub const MESSAGE_LABEL: u64 = 674;

/// The most bytes one line of a message may hold.
pub const MESSAGE_LINE_BYTES: usize = 64;

/// The auxiliary data (CBOR) carrying `lines` as a CIP-20 message, or `None` for no message.
pub fn message_auxiliary_data(lines: &[String]) -> Result<Option<Vec<u8>>, BuildError> {
    if lines.is_empty() {
        return Ok(None);
    }
    if let Some(long) = lines.iter().find(|line| line.len() > MESSAGE_LINE_BYTES) {
        return Err(BuildError::Builder(format!(
            "a message line holds at most {MESSAGE_LINE_BYTES} bytes, not {} ({long:?})",
            long.len()
        )));
    }
    let text = lines.iter().map(|line| Metadatum::Text(line.clone())).collect();
    let message = Metadatum::Map(vec![(Metadatum::Text("msg".into()), Metadatum::Array(text))].into());
    let data = AuxiliaryData::Shelley(Metadata::from([(MESSAGE_LABEL, message)]));
    minicbor::to_vec(&data).map(Some).map_err(|e| BuildError::Builder(e.to_string()))
}

/// The lines of the CIP-20 message in some auxiliary data: label 674's `msg`, an array of texts
/// or a single text. Empty when there is none (or it is not in CIP-20's form).
pub fn message_lines(data: &AuxiliaryData) -> Vec<String> {
    let metadata = match data {
        AuxiliaryData::Shelley(metadata) => Some(metadata),
        AuxiliaryData::ShelleyMa(data) => Some(&data.transaction_metadata),
        AuxiliaryData::PostAlonzo(data) => data.metadata.as_ref(),
    };
    let Some(Metadatum::Map(entries)) = metadata.and_then(|m| m.get(&MESSAGE_LABEL)) else {
        return Vec::new();
    };
    let msg = entries.iter().find(|(key, _)| matches!(key, Metadatum::Text(k) if k == "msg"));
    match msg.map(|(_, value)| value) {
        Some(Metadatum::Text(line)) => vec![line.clone()],
        Some(Metadatum::Array(lines)) => lines
            .iter()
            .filter_map(|line| match line {
                Metadatum::Text(text) => Some(text.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(cbor: &[u8]) -> Vec<String> {
        message_lines(&minicbor::decode(cbor).unwrap())
    }

    #[test]
    fn a_message_reads_back_line_by_line() {
        let lines = vec!["Matchpool donation".to_owned(), "intent 0193-abc".to_owned()];
        let cbor = message_auxiliary_data(&lines).unwrap().unwrap();
        assert_eq!(read(&cbor), lines);
        // {674: {"msg": ["Matchpool donation", "intent 0193-abc"]}} as CIP-20 writes it.
        assert_eq!(&cbor[..8], &[0xa1, 0x19, 0x02, 0xa2, 0xa1, 0x63, b'm', b's']);
    }

    #[test]
    fn no_lines_is_no_auxiliary_data() {
        assert_eq!(message_auxiliary_data(&[]).unwrap(), None);
    }

    #[test]
    fn a_line_longer_than_64_bytes_is_refused() {
        assert!(message_auxiliary_data(&["a".repeat(64)]).unwrap().is_some());
        // 22 three-byte characters: 22 characters but 66 bytes.
        let long = message_auxiliary_data(&["€".repeat(22)]);
        assert!(matches!(long, Err(BuildError::Builder(m)) if m.contains("64 bytes")));
    }

    #[test]
    fn a_single_text_and_the_tagged_form_are_read_too() {
        let single = AuxiliaryData::Shelley(Metadata::from([(
            MESSAGE_LABEL,
            Metadatum::Map(vec![(Metadatum::Text("msg".into()), Metadatum::Text("thanks".into()))].into()),
        )]));
        assert_eq!(message_lines(&single), vec!["thanks".to_owned()]);
        let tagged = AuxiliaryData::PostAlonzo(pallas_primitives::alonzo::PostAlonzoAuxiliaryData {
            metadata: Some(Metadata::from([(
                MESSAGE_LABEL,
                Metadatum::Map(
                    vec![(Metadatum::Text("msg".into()), Metadatum::Array(vec![Metadatum::Text("a".into())]))].into(),
                ),
            )])),
            native_scripts: None,
            plutus_scripts: None,
        });
        assert_eq!(read(&minicbor::to_vec(&tagged).unwrap()), vec!["a".to_owned()]);
        let other_label = AuxiliaryData::Shelley(Metadata::from([(721, Metadatum::Text("nft".into()))]));
        assert_eq!(message_lines(&other_label), Vec::<String>::new());
    }
}
