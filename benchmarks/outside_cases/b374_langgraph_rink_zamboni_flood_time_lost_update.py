"""Batch 374 (held out). A community hockey rink's ice resurfacing schedule: LangGraph InMemoryStore (sync), two
writers in threads.

App: Harlow Creek Community Arena's helper keeps one record per part of Saturday's ice in
("harlow-creek-arena-2026", "sat-jan-31") - the floods (the Zamboni/resurfacing schedule), the ice bookings, the
canteen, the staff - and the arena chat in ("harlow-creek-arena-2026", "chat"). The bookings job (Denise's script
that copies the online booking calendar into the helper) reads the floods record, adds the day's booking count and
writes the whole record back; Gord Lavallee (the ice tech) edits the same record at the same time.

Planted fault (UpdateError, lost update): the bookings job reads the floods record for Sat. Jan. 31 (07:45 before
the U9s, 09:15, 10:45, 13:00 after the figure skating test day, 14:30, 16:00; Gord a.m., Rhonda p.m.); Gord writes
in, Thu. Jan. 29, that the skating club's test day got 6 more skaters so it runs till 13:20 - the flood after it is
13:30 not 13:00, the U11 Huskies start at 13:45 - rest as was; the bookings job then puts back its stale copy with
its count, losing Gord's edit. Question (Fri. Jan. 30, Coach Darryl, U11 Huskies): "what time's the flood after the
figure skating tmrw? my U11s are on right after + I wanna know when to have 'em dressed" -> expected 13:30 (the
Huskies on at 13:45). The assistant says 13:00.

Expected verdict: UpdateError at langgraph.store.put (the bookings job's put, wrapped in fault()): Gord's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
flood time. Asserted: Gord's edit was in the store before the stale put; the floods record has the booking count
and the 13:00 flood, and no context line has 13:30, 13:20 or "6 more skaters".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b374_langgraph_rink_zamboni_flood_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DAY = ("harlow-creek-arena-2026", "sat-jan-31")
CHAT = ("harlow-creek-arena-2026", "chat")
KEY = "floods"
RECORDS = {
    KEY: {"details": "Sat. Jan. 31 floods: 07:45 before the U9s, 09:15, 10:45, 13:00 after the figure skating test "
                     "day, 14:30, 16:00 b4 public skate. Gord on the Zamboni a.m., Rhonda p.m. 12 min a flood",
          "by": "Gord"},
    "ice": {"details": "U9 jamboree 08:00-10:30, U13 rep 11:00-12:00, skating club test day 12:00-12:50, U11 "
                       "Huskies vs the Millgrove Mustangs after, public skate 16:15-18:00 ($3, kids under 6 free)",
            "by": "Denise"},
    "canteen": {"details": "canteen 07:30-18:00, Kelsey + Bev, hot choc a toonie, chili $6 from 11",
                "by": "Rhonda"},
    "staff": {"details": "Gord 06:30-14:00, Rhonda 12:30 to close. key for the Zamboni room's on Gord's ring",
              "by": "Denise"},
}
CHAT_LINES = [
    ("2026-01-20 19:40", "Denise", "ice temp's set to -5°C for the wknd, the skaters asked for -4 but hockey wins 😂"),
    ("Jan. 26", "Rhonda", "I'll bring the loonies + toonies for the canteen float Sat"),
    ("Tue. Jan. 27", "Darryl", "can the Huskies get the big dressing room (DR 1)? - Denise: yup"),
]
EDIT = {"details": "Sat. Jan. 31 floods - skating club's test day got 6 more skaters so it runs till 13:20 now, "
                   "flood after it is 13:30 not 13:00, Huskies start 13:45. rest as was: 07:45 before the U9s, 09:15, "
                   "10:45, 14:30, 16:00 b4 public skate. Gord a.m., Rhonda p.m.",
        "edited": "Gord Thu. Jan. 29"}
BOOKINGS = {"bookings": "7 ice bookings on the calendar for Sat (synced Thu. Jan. 29 06:00)", "by": "bookings job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DAY, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def bookings_job() -> None:
    copy = dict(store.get(DAY, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOOKINGS)
    with fault():
        store.put(DAY, KEY, copy)


def gord_edit() -> None:
    read_done.wait()
    item = store.get(DAY, KEY)
    store.put(DAY, KEY, {**item.value, **EDIT})
    assert "flood after it is 13:30 not 13:00" in store.get(DAY, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=bookings_job, name="bookings-job"),
           threading.Thread(target=gord_edit, name="gord-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's the flood after the figure skating tmrw? my U11s are on right after + I wanna know when to " \
           "have 'em dressed"
context = ["Today is Fri. Jan. 30, 2026. You are talking to Darryl, coach of the U11 Huskies, who play at Harlow Creek "
           "Community Arena."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(DAY, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "13:00 after the figure skating" in c and "7 ice bookings" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("13:30", "13:20", "6 more skaters")), context
reply = answer(f"(Darryl) {question}", context,
               mock="The flood after the figure skating's at 13:00, so have them dressed and ready for about 13:15.")
finish(question, expected="13:30 - the test day runs till 13:20 now, Huskies on at 13:45", actual=reply)
