//! The browser and system a sign-in came from, read from its `User-Agent` by `woothee` (the
//! cross-language parser whose shared test set covers phones, tablets and desktop browsers), then
//! named the way people call them: "Safari" on "iPhone", "Samsung Internet" on "Android".

use woothee::parser::{Parser, WootheeResult};

/// Where a sign-in came from, when recognised.
#[derive(Debug, PartialEq, Eq)]
pub struct Device {
    pub browser: Option<&'static str>,
    pub os: Option<&'static str>,
}

/// The browser and system named by a `User-Agent`. Crawlers and command-line tools are neither.
pub fn device(user_agent: &str) -> Device {
    let nothing = Device { browser: None, os: None };
    let Some(parsed) = Parser::new().parse(user_agent) else {
        return nothing;
    };
    if !matches!(parsed.category, "pc" | "smartphone" | "mobilephone" | "appliance") {
        return nothing;
    }
    Device { browser: browser_name(&parsed), os: os_name(parsed.os) }
}

fn browser_name(parsed: &WootheeResult<'_>) -> Option<&'static str> {
    Some(match parsed.name {
        "Chrome" => "Chrome",
        "Safari" => "Safari",
        "Firefox" => "Firefox",
        "Edge" => "Edge",
        "Opera" => "Opera",
        "Vivaldi" => "Vivaldi",
        "SamsungBrowser" => "Samsung Internet",
        "Yandex Browser" => "Yandex Browser",
        "Internet Explorer" => "Internet Explorer",
        // An app's own web view, or a browser woothee has no name for: the system alone says enough.
        _ => return None,
    })
}

fn os_name(os: &str) -> Option<&'static str> {
    Some(match os {
        "iPhone" => "iPhone",
        "iPad" => "iPad",
        "iPod" => "iPod touch",
        "iOS" => "iOS",
        "Android" => "Android",
        "Mac OSX" | "Mac OS Classic" => "macOS",
        "ChromeOS" => "ChromeOS",
        "Linux" => "Linux",
        "BSD" => "BSD",
        "Windows Phone OS" => "Windows Phone",
        // "Windows 10" is also what Windows 11 sends: the version would mislead.
        windows if windows.starts_with("Windows") => "Windows",
        // "UNKNOWN", or a system too rare to name.
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::{Device, device};

    fn named(user_agent: &str) -> (Option<&'static str>, Option<&'static str>) {
        let Device { browser, os } = device(user_agent);
        (browser, os)
    }

    #[test]
    fn desktop_browsers_are_named_with_their_system() {
        let firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
        assert_eq!(named(firefox), (Some("Firefox"), Some("Windows")));
        let edge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
        assert_eq!(named(edge), (Some("Edge"), Some("Windows")));
        let safari = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
        assert_eq!(named(safari), (Some("Safari"), Some("macOS")));
        let chrome_linux =
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
        assert_eq!(named(chrome_linux), (Some("Chrome"), Some("Linux")));
        let chromebook = "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
        assert_eq!(named(chromebook), (Some("Chrome"), Some("ChromeOS")));
        let opera = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0";
        assert_eq!(named(opera), (Some("Opera"), Some("Windows")));
    }

    #[test]
    fn phones_and_tablets_are_named_as_people_call_them() {
        let iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
        assert_eq!(named(iphone), (Some("Safari"), Some("iPhone")));
        let chrome_iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1";
        assert_eq!(named(chrome_iphone), (Some("Chrome"), Some("iPhone")));
        let ipad = "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
        assert_eq!(named(ipad), (Some("Safari"), Some("iPad")));
        let firefox_android = "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0";
        assert_eq!(named(firefox_android), (Some("Firefox"), Some("Android")));
        let chrome_android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36";
        assert_eq!(named(chrome_android), (Some("Chrome"), Some("Android")));
        let samsung = "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36";
        assert_eq!(named(samsung), (Some("Samsung Internet"), Some("Android")));
    }

    #[test]
    fn tools_crawlers_and_nothing_are_not_devices() {
        assert_eq!(named("curl/8.5.0"), (None, None));
        assert_eq!(named("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"), (None, None));
        assert_eq!(named(""), (None, None));
    }
}
