//! Link previews (issue 16): a shared link to a project, a round's results or the home page opens
//! in chats and social networks with that page's title, summary and cover. The server answers
//! those paths with the app's `index.html` carrying the page's `<title>`, description, canonical
//! address, Open Graph and Twitter card tags, escaped, in the language `?lng=` names. Also the
//! `sitemap.xml` of public pages and `robots.txt`.

use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use html_escape::{encode_double_quoted_attribute as attr, encode_text as text};
use matchpool_domain::free_text::plain_text;
use matchpool_domain::{Language, ProjectId};
use uuid::Uuid;

use crate::state::AppState;

/// What a shared link shows.
pub struct PageMeta {
    pub title: String,
    pub description: String,
    /// The page's path, from which the canonical address is made.
    pub path: String,
    pub image: Option<Image>,
    pub language: Option<Language>,
}

pub struct Image {
    pub url: String,
    pub width: u32,
    pub height: u32,
}

/// The fixed texts of the pages without their own, per language.
struct Texts {
    home_title: &'static str,
    home_description: &'static str,
    results_title: &'static str,
    results_description: &'static str,
}

fn texts(language: Language) -> Texts {
    let (home_title, home_description, results_title, results_description) = match language {
        Language::En => (
            "Matchpool: quadratic funding for social-cause projects",
            "Vote for free and donate to social-cause projects; a matching pool multiplies the support of many small givers.",
            "Results of {round}",
            "How the matching pool of {round} was shared among its projects, with the audit pack to verify it.",
        ),
        Language::Ar => (
            "Matchpool: تمويل تربيعي لمشاريع القضايا الاجتماعية",
            "صوّت مجانًا وتبرّع لمشاريع القضايا الاجتماعية؛ صندوق المطابقة يضاعف دعم المانحين الصغار الكثيرين.",
            "نتائج {round}",
            "كيف وُزّع صندوق المطابقة في {round} على مشاريعه، مع حزمة التدقيق للتحقق منه.",
        ),
        Language::Es => (
            "Matchpool: financiación cuadrática para proyectos de causas sociales",
            "Vota gratis y dona a proyectos de causas sociales; un fondo de contrapartida multiplica el apoyo de muchos pequeños donantes.",
            "Resultados de {round}",
            "Cómo se repartió el fondo de contrapartida de {round} entre sus proyectos, con el paquete de auditoría para verificarlo.",
        ),
        Language::Fr => (
            "Matchpool : financement quadratique pour des projets à impact social",
            "Votez gratuitement et donnez à des projets à impact social ; un fonds d’abondement multiplie le soutien de nombreux petits donateurs.",
            "Résultats de {round}",
            "Comment le fonds d’abondement de {round} a été réparti entre ses projets, avec le dossier d’audit pour le vérifier.",
        ),
        Language::Ja => (
            "Matchpool：社会課題プロジェクトのための二次資金調達",
            "無料で投票し、社会課題のプロジェクトに寄付できます。マッチングプールが多くの小口支援者の力を大きくします。",
            "{round} の結果",
            "{round} のマッチングプールがプロジェクトにどう配分されたか、検証用の監査パックとともに示します。",
        ),
        Language::Ko => (
            "Matchpool: 사회 문제 프로젝트를 위한 이차 펀딩",
            "무료로 투표하고 사회 문제 프로젝트에 기부하세요. 매칭 풀이 많은 소액 기부자의 지원을 키웁니다.",
            "{round} 결과",
            "{round}의 매칭 풀이 프로젝트에 어떻게 나뉘었는지, 검증할 수 있는 감사 자료와 함께 보여줍니다.",
        ),
        Language::ZhCn => (
            "Matchpool：面向社会公益项目的二次方资助",
            "免费投票并向社会公益项目捐款；配捐池会放大众多小额支持者的力量。",
            "{round} 的结果",
            "{round} 的配捐池如何分配给各个项目，并附有可供核验的审计包。",
        ),
    };
    Texts { home_title, home_description, results_title, results_description }
}

/// The meta of the page at `path`, for the paths that have their own; `None` for every other
/// path, and for projects and results that are not public (the plain `index.html` says nothing
/// about them).
pub async fn page_meta(state: &AppState, path: &str, lng: Option<&str>) -> Option<PageMeta> {
    let language = lng.and_then(Language::parse);
    let t = texts(language.unwrap_or_default());
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    match parts.as_slice() {
        ["home"] => Some(PageMeta {
            title: t.home_title.to_owned(),
            description: t.home_description.to_owned(),
            path: "/home".into(),
            image: None,
            language,
        }),
        ["projects", id] => project_meta(state, Uuid::parse_str(id).ok()?.into(), language).await,
        ["rounds", id, "results"] => {
            let round = matchpool_store::rounds::find(&state.db, Uuid::parse_str(id).ok()?.into()).await.ok()??;
            if Utc::now() < round.results_at {
                return None;
            }
            Some(PageMeta {
                title: t.results_title.replace("{round}", &round.name),
                description: t.results_description.replace("{round}", &round.name),
                path: format!("/rounds/{}/results", round.id),
                image: None,
                language,
            })
        }
        _ => None,
    }
}

async fn project_meta(state: &AppState, id: ProjectId, language: Option<Language>) -> Option<PageMeta> {
    let project = matchpool_store::projects::find(&state.db, id).await.ok()??;
    if !project.status.is_public() {
        return None;
    }
    let cover = match project.cover_id {
        Some(cover) => matchpool_store::media::find(&state.db, cover).await.ok()?,
        None => None,
    };
    Some(PageMeta {
        title: project.title.clone(),
        description: summary(&project.description, 200),
        path: format!("/projects/{}", project.id),
        image: cover.filter(|m| !m.is_private()).map(|media| share_image(state, &media)),
        language,
    })
}

/// The picture social networks show: the widest resized copy in a format every network reads
/// (JPEG or PNG), else the original. Its address is absolute (networks fetch it from elsewhere),
/// also when the media store answers relative ones.
fn share_image(state: &AppState, media: &matchpool_store::media::Media) -> Image {
    let variants = matchpool_store::media::variants_of(media);
    let best = variants.iter().filter(|v| v.content_type != "image/webp").max_by_key(|v| v.width);
    let absolute = |key: &str| {
        let url = state.media.url(key);
        if url.starts_with('/') { format!("{}{url}", state.config.public_url) } else { url }
    };
    match best {
        Some(v) => Image { url: absolute(&v.key), width: v.width, height: v.height },
        None => Image {
            url: absolute(&media.storage_key),
            width: u32::try_from(media.width).unwrap_or(0),
            height: u32::try_from(media.height).unwrap_or(0),
        },
    }
}

/// Plain text of at most `max` characters, cut at a word with an ellipsis.
fn summary(rich: &str, max: usize) -> String {
    let plain = plain_text(rich).split_whitespace().collect::<Vec<_>>().join(" ");
    if plain.chars().count() <= max {
        return plain;
    }
    let cut: String = plain.chars().take(max).collect();
    let at = cut.rfind(' ').unwrap_or(cut.len());
    format!("{}…", cut[..at].trim_end())
}

/// `index` with the page's tags: its `<title>` and description replace the generic ones, and the
/// canonical address, Open Graph and Twitter card tags are added; the document's language and
/// direction follow `?lng=`.
pub fn render(index: &str, meta: &PageMeta, public_url: &str) -> String {
    let url = format!("{public_url}{}", meta.path);
    let title = format!("{} · Matchpool", meta.title);
    let mut tags = vec![
        format!("<title>{}</title>", text(&title)),
        format!(r#"<meta name="description" content="{}" />"#, attr(&meta.description)),
        format!(r#"<link rel="canonical" href="{}" />"#, attr(&url)),
        r#"<meta property="og:type" content="website" />"#.to_owned(),
        r#"<meta property="og:site_name" content="Matchpool" />"#.to_owned(),
        format!(r#"<meta property="og:title" content="{}" />"#, attr(&meta.title)),
        format!(r#"<meta property="og:description" content="{}" />"#, attr(&meta.description)),
        format!(r#"<meta property="og:url" content="{}" />"#, attr(&url)),
        format!(r#"<meta name="twitter:title" content="{}" />"#, attr(&meta.title)),
        format!(r#"<meta name="twitter:description" content="{}" />"#, attr(&meta.description)),
    ];
    if let Some(language) = meta.language {
        tags.push(format!(r#"<meta property="og:locale" content="{}" />"#, language.code().replace('-', "_")));
    }
    match &meta.image {
        Some(image) => tags.extend([
            format!(r#"<meta property="og:image" content="{}" />"#, attr(&image.url)),
            format!(r#"<meta property="og:image:width" content="{}" />"#, image.width),
            format!(r#"<meta property="og:image:height" content="{}" />"#, image.height),
            r#"<meta name="twitter:card" content="summary_large_image" />"#.to_owned(),
            format!(r#"<meta name="twitter:image" content="{}" />"#, attr(&image.url)),
        ]),
        None => tags.push(r#"<meta name="twitter:card" content="summary" />"#.to_owned()),
    }
    let mut html = without_generic_tags(index);
    if let Some(language) = meta.language {
        let dir = if language.is_rtl() { "rtl" } else { "ltr" };
        html = html.replacen(
            r#"<html lang="en" dir="ltr">"#,
            &format!(r#"<html lang="{}" dir="{dir}">"#, language.code()),
            1,
        );
    }
    html.replacen("</head>", &format!("    {}\n  </head>", tags.join("\n    ")), 1)
}

/// `index.html` without its generic `<title>` and description (the page's replace them).
fn without_generic_tags(index: &str) -> String {
    let mut html = index.to_owned();
    for (open, close) in [("<title>", "</title>"), (r#"<meta name="description""#, ">")] {
        if let Some(start) = html.find(open)
            && let Some(len) = html[start..].find(close)
        {
            html.replace_range(start..start + len + close.len(), "");
        }
    }
    html
}

/// `GET /sitemap.xml`: the home page, the project list, every public project and every published
/// results page.
pub async fn sitemap(State(state): State<AppState>) -> Response {
    let base = &state.config.public_url;
    let mut urls = vec![format!("{base}/home"), format!("{base}/projects")];
    let projects = matchpool_store::projects::public_index(&state.db, 45_000).await.unwrap_or_default();
    let rounds = matchpool_store::rounds::all(&state.db).await.unwrap_or_default();
    let now = Utc::now();
    urls.extend(rounds.iter().filter(|r| r.results_at <= now).map(|r| format!("{base}/rounds/{}/results", r.id)));
    let mut body = String::from(r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    body.push_str("\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    for url in urls {
        body.push_str(&format!("  <url><loc>{}</loc></url>\n", text(&url)));
    }
    for (id, changed) in projects {
        let loc = format!("{base}/projects/{id}");
        body.push_str(&format!(
            "  <url><loc>{}</loc><lastmod>{}</lastmod></url>\n",
            text(&loc),
            changed.format("%Y-%m-%d")
        ));
    }
    body.push_str("</urlset>\n");
    xml_or_text(body, "application/xml; charset=utf-8")
}

/// `GET /robots.txt`: everything but the API and the operator area, and where the sitemap is.
pub async fn robots(State(state): State<AppState>) -> Response {
    let body = format!(
        "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nSitemap: {}/sitemap.xml\n",
        state.config.public_url
    );
    xml_or_text(body, "text/plain; charset=utf-8")
}

fn xml_or_text(body: String, content_type: &'static str) -> Response {
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=3600"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    const INDEX: &str = "<!doctype html>\n<html lang=\"en\" dir=\"ltr\">\n  <head>\n    <meta name=\"description\" content=\"Generic.\" />\n    <title>Matchpool</title>\n  </head>\n  <body></body>\n</html>\n";

    fn meta(title: &str, language: Option<Language>) -> PageMeta {
        PageMeta {
            title: title.into(),
            description: "Wells & \"pumps\" <b>now</b>".into(),
            path: "/projects/1".into(),
            image: Some(Image { url: "https://x.org/a.jpg?x=1&y=2".into(), width: 960, height: 480 }),
            language,
        }
    }

    #[test]
    fn the_page_tags_replace_the_generic_ones_and_are_escaped() {
        let html = render(INDEX, &meta("Water <script>alert(1)</script>", None), "https://fund.org");
        assert!(!html.contains("Generic.") && !html.contains("<title>Matchpool</title>"), "{html}");
        assert!(!html.contains("<script>"), "{html}");
        assert!(html.contains("<title>Water &lt;script&gt;alert(1)&lt;/script&gt; · Matchpool</title>"), "{html}");
        assert!(
            html.contains(
                r#"<meta property="og:description" content="Wells &amp; &quot;pumps&quot; &lt;b&gt;now&lt;/b&gt;" />"#
            ),
            "{html}"
        );
        assert!(html.contains(r#"<link rel="canonical" href="https://fund.org/projects/1" />"#));
        assert!(html.contains(r#"<meta property="og:image" content="https://x.org/a.jpg?x=1&amp;y=2" />"#));
        assert!(html.contains(r#"<meta name="twitter:card" content="summary_large_image" />"#));
        assert!(html.contains(r#"<html lang="en" dir="ltr">"#));
    }

    #[test]
    fn the_language_sets_the_documents_language_and_direction() {
        let html = render(INDEX, &meta("مياه", Some(Language::Ar)), "https://fund.org");
        assert!(html.contains(r#"<html lang="ar" dir="rtl">"#), "{html}");
        assert!(html.contains(r#"<meta property="og:locale" content="ar" />"#));
    }

    #[test]
    fn summaries_are_plain_text_cut_at_a_word() {
        assert_eq!(summary("<p>We <strong>clean</strong></p><p>rivers.</p>", 200), "We clean rivers.");
        assert_eq!(summary("one two three four", 12), "one two…");
    }
}
