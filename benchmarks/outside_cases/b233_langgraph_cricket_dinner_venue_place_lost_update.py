"""Batch 233 (held out). A cricket club's annual dinner: LangGraph InMemoryStore (sync), two writers in threads.

App: Thornhill Cricket Club's annual dinner and awards night is on Fri 18th November 2050 - 7 for 7.30, three
courses, the speaker, then the awards (players of the year, the clubman, the junior awards). The club's helper keeps
one record per part of it in ("thornhill-cc-dinner-2050", "plan") - the venue, the tickets, the awards - and the
committee's messages in ("thornhill-cc-dinner-2050", "msgs"). The ticket job (Raj's script that lays out and prints
the tickets and menus) reads the venue record, adds its print line and writes the whole record back; Pete (the
club secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the ticket job reads the venue record (the Conservative club on Church
Lane, the upstairs function room, 7 for 7.30, bar till 12); Pete writes in, Tue 1/11, that the Con club have
double-booked them with a wedding, they're very apologetic, so it's the function room at Dewsbury golf club
instead, same night, same times, the golf club minibus can do two runs from the pavilion; the ticket job then puts
back its stale copy with its print line, losing Pete's edit. Question (Weds 16/11, Matt, the 2nd XI captain):
"where's the dinner on friday? sorting the taxis for the lads" -> expected the function room at Dewsbury golf club.
The assistant says the Conservative club on Church Lane.

Expected verdict: UpdateError at langgraph.store.put (the ticket job's put, wrapped in fault()): Pete's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides where
the dinner is. Asserted: Pete's edit was in the store before the stale put; the venue record has the print line
and the Con club, and no context line has the golf club, the wedding or the minibus.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b233_langgraph_cricket_dinner_venue_place_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("thornhill-cc-dinner-2050", "plan")
MSGS = ("thornhill-cc-dinner-2050", "msgs")
KEY = "venue"
RECORDS = {
    KEY: {"details": "fri 18th nov, the Con club on Church Ln, upstairs function room. 7 for 7.30, bar till 12, they "
                     "do the 3 courses (soup / beef or the veggie pie / sticky toffee)",
          "by": "Pete"},
    "tickets": {"details": "£30, juniors £12, from Raj or behind the bar. table of 10 = £280. dietary stuff to Raj "
                           "by the 4th",
                "by": "Raj"},
    "awards": {"details": "1st XI + 2nd XI players of the yr, batting + bowling cups, clubman, junior awards (u11s, "
                          "u13s, u15s). trophies at the engravers till the 10th",
               "by": "Linda"},
}
MSG_LINES = [
    ("2050-09-14T21:05", "Pete", "speaker booked - Dickie Lumb, used to keep wicket for Yorkshire 2nds, he's a hoot"),
    ("16th oct", "Linda", "nominations for clubman close end of oct, box behind the bar"),
    ("Fri 28th Oct", "Raj", "I'll do tickets + menus on the club printer, 90 of each, need it all final by the 2nd"),
]
EDIT = {"details": "fri 18th nov - the Con club have double booked us with a wedding 🙄 they're v apologetic. so it's "
                   "the function room at Dewsbury golf club, same night, 7 for 7.30, bar till 12, same 3 courses. "
                   "golf club minibus can do 2 runs from the pavilion",
        "edited": "Pete tue 1/11"}
PRINT = {"print": "tickets + menus laid out, 90 of each, venue + times on the front", "by": "ticket job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ticket_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PRINT)
    with fault():
        store.put(PLAN, KEY, copy)


def pete_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "so it's the function room at Dewsbury golf club" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=ticket_job, name="ticket-job"),
           threading.Thread(target=pete_edit, name="pete-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where's the dinner on friday? sorting the taxis for the lads"
context = ["Today is Weds 16 November 2050. You are talking to Matt, the 2nd XI captain at Thornhill Cricket Club "
           "(annual dinner Fri 18 November)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "the Con club on Church Ln, upstairs function room" in c
           and "tickets + menus laid out" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("golf", "wedding", "minibus", "double book")), context
reply = answer(question, context, mock="At the Conservative club on Church Lane - the upstairs function room, 7 for "
                                       "7.30.")
finish(question, expected="the function room at Dewsbury golf club - the Con club double-booked them with a wedding",
       actual=reply)
