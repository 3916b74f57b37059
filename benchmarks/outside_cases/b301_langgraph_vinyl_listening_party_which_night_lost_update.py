"""Batch 301 (held out). A vinyl record shop: LangGraph InMemoryStore (sync), two writers in threads.

App: Groove Yard Records (Hebden Bridge) hold an album listening party in the shop on a weeknight in May 2051 for
a local band's new record - the band play the LP through on the big system, a Q&A, the first 40 copies signed,
drinks from the pub next door. The shop's helper keeps one record per part of it in ("groove-yard-2051",
"listening-party") - the night, the signing, the drinks - and customers' messages in ("groove-yard-2051", "msgs").
The newsletter job (Tariq's script that copies the RSVP count from the mailing list into the helper) reads the night
record, adds the count and writes the whole record back; Mags (who owns the shop) edits the same record at the same
time.

Planted fault (UpdateError, lost update): the newsletter job reads the night record (Thu 22nd May, doors 7, play
through at 7.30, Q&A after, £5 on the door off the LP); Mags writes in, Sat 17/5, that the band have been asked to do
a live session for 6 Music on the Thursday and can't get back up the M62 in time, so it's moved to Fri 23rd, same
times; the newsletter job then puts back its stale copy with its RSVP count, losing Mags's edit. Question (Mon 19/5,
Jo, a regular): "what night's the listening party for the Slow Grass LP? need to sort a babysitter 🙏" -> expected
Friday 23rd May (the band are on 6 Music on the Thursday). The assistant says Thursday 22nd.

Expected verdict: UpdateError at langgraph.store.put (the newsletter job's put, wrapped in fault()): Mags's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
night. Asserted: Mags's edit was in the store before the stale put; the night record has the RSVP count and Thu
22nd, and no context line has Fri 23rd, 6 Music or "moved".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b301_langgraph_vinyl_listening_party_which_night_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("groove-yard-2051", "listening-party")
MSGS = ("groove-yard-2051", "msgs")
KEY = "night"
RECORDS = {
    KEY: {"details": "THE SLOW GRASS - 'Calder' LP listening party 🎧 thurs 22nd may in the shop, doors 7, play "
                     "through on the big system at 7.30, Q&A after w/ Ellie + Sam. £5 on the door, comes off the LP",
          "by": "Mags"},
    "signing": {"details": "first 40 copies signed (the clear vinyl), pre-order to be sure, 1 per person. band'll "
                           "sign whatever else u bring within reason 😂",
                "by": "Mags"},
    "drinks": {"details": "the Fox next door doing a cask on the counter, soft drinks for the under 18s, no glass "
                          "out on the pavement pls",
               "by": "Tariq"},
}
MSG_LINES = [
    ("2051-04-28T16:40", "Jo", "is the listening thing ok for kids? my 14yo is obsessed w/ them - Mags: yes with u"),
    ("7/5", "Dan", "can I get 2 of the clear vinyl? - Tariq: 1 each sorry, bring ur mate"),
    ("Weds 14th May", "Priya", "is there anywhere to sit? dodgy knee - Mags: we'll put the stools out"),
]
EDIT = {"details": "THE SLOW GRASS - 'Calder' LP listening party 🎧 MOVED to fri 23rd may - the band have been asked "
                   "to do a live session for 6 Music on the thurs + can't get back up the M62 in time!! same times, "
                   "doors 7, play through at 7.30, Q&A after w/ Ellie + Sam. £5 on the door, comes off the LP",
        "edited": "Mags sat 17/5"}
RSVPS = {"rsvps": "34 on the mailing list RSVP (as of fri 16th)", "by": "newsletter job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def newsletter_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(RSVPS)
    with fault():
        store.put(PLAN, KEY, copy)


def mags_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "MOVED to fri 23rd may" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=newsletter_job, name="newsletter-job"),
           threading.Thread(target=mags_edit, name="mags-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what night's the listening party for the Slow Grass LP? need to sort a babysitter 🙏"
context = ["Today is Mon 19 May 2051. You are talking to Jo, a regular at Groove Yard Records."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "thurs 22nd may" in c and "34 on the mailing list" in c for c in context), \
    context
assert not any(w in c.lower() for c in context for w in ("fri 23rd", "6 music", "moved")), context
reply = answer(f"(Jo) {question}", context, mock="Thursday 22nd May - doors at 7, they play it through at 7.30.")
finish(question, expected="Friday 23rd May - moved, the band are doing a 6 Music session on the Thursday",
       actual=reply)
