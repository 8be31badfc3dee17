//! Identities and organizations (api-contract §3.1): the person and their organizations,
//! switching with `Current-Identity`, and who may create and edit organizations.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Req, TestApp};
use serde_json::json;
use uuid::Uuid;

both!(
    identities_list_the_person_then_their_organizations,
    current_identity_switches_and_is_checked,
    organizations_are_validated_and_shortnames_unique,
    only_owners_edit_an_organization,
    unknown_organizations_are_404,
    me_updates_language_and_refuses_bad_values,
);

async fn identities_list_the_person_then_their_organizations(app: TestApp) {
    let ana = app.register("ana").await;
    let (status, created) = app
        .post("/api/organizations", Some(&ana.token), json!({"name": "Green Earth", "shortname": "green-earth", "email": "Team@Green.org", "website": "https://green.org"}))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["email"], "team@green.org");
    assert_eq!(created["verified"], false);
    assert_eq!(created["status"], "NOT_ACTIVE");
    let (status, body) = app.get("/api/identities", Some(&ana.token)).await;
    assert_eq!(status, StatusCode::OK);
    let identities = body["identities"].as_array().unwrap();
    assert_eq!(identities.len(), 2);
    assert_eq!(identities[0]["type"], "users");
    assert_eq!(identities[0]["current"], true);
    assert_eq!(identities[0]["meta"]["username"], "ana");
    assert_eq!(identities[0]["meta"]["impact_points"], 0);
    assert_eq!(identities[1]["type"], "organizations");
    assert_eq!(identities[1]["current"], false);
    assert_eq!(identities[1]["meta"]["shortname"], "green-earth");
    assert_eq!(identities[1]["meta"]["role"], "owner");
    assert_eq!(identities[1]["meta"]["status"], "NOT_ACTIVE");
}

async fn current_identity_switches_and_is_checked(app: TestApp) {
    let ana = app.register("ana").await;
    let ben = app.register("ben").await;
    let org = app.organization(&ana, "green-earth").await;
    let bens_org = app.organization(&ben, "blue-sky").await;

    let (_, body) = app.send(Req::new(Method::GET, "/api/identities").token(Some(&ana.token)).identity(org)).await;
    let current: Vec<_> = body["identities"].as_array().unwrap().iter().filter(|i| i["current"] == true).collect();
    assert_eq!(current.len(), 1);
    assert_eq!(current[0]["id"], json!(org.to_string()));

    // A foreign organization is ignored on reads (acts as the person) ...
    let (status, body) =
        app.send(Req::new(Method::GET, "/api/identities").token(Some(&ana.token)).identity(bens_org)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["identities"][0]["current"], true);
    // ... and refused on writes.
    let (status, body) = app
        .send(
            Req::new(Method::PATCH, "/api/me")
                .token(Some(&ana.token))
                .identity(bens_org)
                .json(json!({"language": "fr"})),
        )
        .await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("identity.not_allowed")));
    let (_, me) = app.get("/api/me", Some(&ana.token)).await;
    assert_eq!(me["language"], "en", "a refused write changes nothing");
    // Another person's id is foreign too; a malformed header means the person.
    let (status, _) =
        app.send(Req::new(Method::PATCH, "/api/me").token(Some(&ana.token)).identity(ben.id).json(json!({}))).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = app
        .send(
            Req::new(Method::PATCH, "/api/me")
                .token(Some(&ana.token))
                .header("current-identity", "not-a-uuid")
                .json(json!({})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // An organization cannot create organizations.
    let (status, body) = app
        .send(
            Req::new(Method::POST, "/api/organizations")
                .token(Some(&ana.token))
                .identity(org)
                .json(json!({"name": "X", "shortname": "xyz", "email": "x@y.org"})),
        )
        .await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("organization.person_required")));
}

async fn organizations_are_validated_and_shortnames_unique(app: TestApp) {
    let ana = app.register("ana").await;
    let (status, body) =
        app.post("/api/organizations", None, json!({"name": "X", "shortname": "xyz", "email": "x@y.org"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    let (status, body) = app
        .post(
            "/api/organizations",
            Some(&ana.token),
            json!({"shortname": "Bad Name", "email": "nope", "website": "ftp://x"}),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["fields"]["name"], "required");
    assert_eq!(body["fields"]["shortname"], "invalid_shortname");
    assert_eq!(body["fields"]["email"], "invalid_email");
    assert_eq!(body["fields"]["website"], "invalid_url");
    app.organization(&ana, "green-earth").await;
    let ben = app.register("ben").await;
    let (status, body) = app
        .post(
            "/api/organizations",
            Some(&ben.token),
            json!({"name": "Copy", "shortname": "green-earth", "email": "c@d.org"}),
        )
        .await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::CONFLICT, Some("organization.shortname_taken")));
    let (_, body) = app.get("/api/identities", Some(&ben.token)).await;
    assert_eq!(body["identities"].as_array().unwrap().len(), 1, "the refused organization was not created");
}

async fn only_owners_edit_an_organization(app: TestApp) {
    let ana = app.register("ana").await;
    let ben = app.register("ben").await;
    let org = app.organization(&ana, "green-earth").await;
    let path = format!("/api/organizations/{org}");
    let (status, body) = app.patch(&path, Some(&ben.token), json!({"name": "Taken over"})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("organization.not_owner")));
    let (status, body) = app
        .patch(&path, Some(&ana.token), json!({"name": "Green Earth Collective", "description": "We plant trees."}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["name"], "Green Earth Collective");
    let (status, body) = app.patch(&path, Some(&ana.token), json!({"shortname": "renamed"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let (_, body) = app.get(&path, None).await;
    assert_eq!(body["shortname"], "green-earth");
    assert_eq!(body["description"], "We plant trees.");
}

async fn unknown_organizations_are_404(app: TestApp) {
    for id in [Uuid::new_v4().to_string(), "not-a-uuid".to_owned()] {
        let (status, body) = app.get(&format!("/api/organizations/{id}"), None).await;
        assert_eq!((status, body["code"].as_str()), (StatusCode::NOT_FOUND, Some("organization.not_found")));
    }
}

async fn me_updates_language_and_refuses_bad_values(app: TestApp) {
    let ana = app.register("ana").await;
    let (status, body) = app.patch("/api/me", Some(&ana.token), json!({"language": "zh-CN"})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["language"], "zh-CN");
    let (status, body) =
        app.patch("/api/me", Some(&ana.token), json!({"language": "klingon", "first_name": " "})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["fields"]["language"], "invalid_language");
    assert_eq!(body["fields"]["first_name"], "required");
    let (_, me) = app.get("/api/me", Some(&ana.token)).await;
    assert_eq!(me["language"], "zh-CN");
    let (status, _) = app.patch("/api/me", None, json!({"language": "fr"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}
