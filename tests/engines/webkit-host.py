#!/usr/bin/python3
"""
The WebKitGTK browser that WebKitWebDriver starts for the WebKit journeys (tests/engines/engine.ts), in place of
MiniBrowser. MiniBrowser in automation mode always uses an ephemeral (private) session, and WebKit never
writes the console of an ephemeral session to stdout or stderr, so a WebDriver session of MiniBrowser shows no
console at all. This host is the same engine with a real, throwaway profile (--data-dir, which the suite creates
and removes): its pages' console messages, uncaught errors and unhandled rejections go to stderr, which the
suite reads. Nothing else differs from MiniBrowser's automation mode: one window per web view the session asks for.

Arguments: --data-dir=DIR (required), --scripts=on|off (WebKitSettings enable-javascript, as a visitor who has
switched JavaScript off), --name=NAME (the browserName the session asks for).
Needs python3-gi and gir1.2-webkit2-4.1 (tests/tools/ensure-tools.sh installs them).
"""
import signal
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

options = dict(arg[2:].split("=", 1) for arg in sys.argv[1:] if arg.startswith("--") and "=" in arg)
if "data-dir" not in options:
    sys.exit("webkit-host: --data-dir=DIR is required")

manager = WebKit2.WebsiteDataManager(
    base_data_directory=options["data-dir"], base_cache_directory=options["data-dir"]
)
context = WebKit2.WebContext(website_data_manager=manager)
context.set_automation_allowed(True)
settings = WebKit2.Settings(
    enable_javascript=options.get("scripts", "on") == "on",
    enable_write_console_messages_to_stdout=True,
)


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(1366, 900)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    # Keyboard focus in the page, as a window a visitor clicked into has it.
    view.grab_focus()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name(options.get("name", "WebKitJourneys"))
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, Gtk.main_quit)
Gtk.main()
