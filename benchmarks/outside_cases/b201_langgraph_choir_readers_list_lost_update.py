"""Batch 201 (held out). A community choir's Christmas concert: LangGraph InMemoryStore (sync), two writers in
threads.

App: Condover Community Choir's Christmas concert is Fri 15th Dec 2045, 7.30pm in St Andrew's church - carols, a
couple of readings, the audience singalong, mulled wine and mince pies in the interval. The choir's helper keeps one
record per part in ("condover-choir-xmas-2045", "concert") - readers, running order, interval - and members' odd
messages in ("condover-choir-xmas-2045", "msgs"). The programme job reads the readers record, adds the programme's
print run and writes the whole record back; Linda (the choir's secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the programme job reads the readers record (Rev Sarah the first lesson, Mr
Okafor the head the Luke one, Joan reading "The Oxen" like every year); Linda writes in, Tue 5th Dec, that Joan's not
up to standing at the lectern since her fall, bless her, so her grandson Jamie (year 10) is reading The Oxen for her
and she'll be on the front row; the programme job then puts back its stale copy with its print line (150 copies,
proofs to Kall Kwik Thurs 7th), losing her edit. Question (Weds 6/12, Mags, the musical director): "who are the
readers this yr? want to thank them by name at the end" -> expected Rev Sarah, Mr Okafor and Jamie (Joan's grandson,
reading The Oxen for her). The assistant says Rev Sarah, Mr Okafor and Joan.

Expected verdict: UpdateError at langgraph.store.put (the programme job's put, wrapped in fault()): Linda's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who
reads. Asserted: her edit was in the store before the stale put; the readers record has the print line and Joan
reading The Oxen, and no context line mentions Jamie, her fall or the grandson.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b201_langgraph_choir_readers_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CONCERT = ("condover-choir-xmas-2045", "concert")
MSGS = ("condover-choir-xmas-2045", "msgs")
KEY = "readers"
RECORDS = {
    KEY: {"who": "Rev Sarah (1st lesson), Mr Okafor the head (the Luke one), Joan reading 'The Oxen' (Hardy) like "
                 "every yr",
          "where": "from the lectern, church mics - Dave's checking the batteries"},
    "running order": {"details": "1st half - Once in Royal, Gaudete, the Holly + the Ivy, readings in between; 2nd "
                                 "half - Silent Night, Hark the Herald, Jingle Bells singalong to finish",
                      "by": "Mags"},
    "interval": {"details": "mulled wine £2 a cup (Dave + Pete on the urns), mince pies from the WI, 20 mins",
                 "by": "Linda"},
}
MSG_LINES = [
    ("2045-11-13T21:40", "Ruth", "altos - can we have the Gaudete words big print pls, can't see them in the dark 😂"),
    ("20/11", "Pete", "got 2 urns from the cricket club for the mulled wine, need someone with a car to fetch"),
    ("1.12.", "Mags", "black + a bit of red/sparkle for the concert, no santa hats this time!!"),
]
EDIT = {"who": "Rev Sarah (1st lesson), Mr Okafor (the Luke one); Joan's not up to standing at the lectern since her "
               "fall bless her, so her grandson Jamie (yr 10) is doing The Oxen for her - she'll be on the front row",
        "edited": "Linda Tue 5th Dec"}
PRINT = {"programme": "150 copies, proofs to Kall Kwik thurs 7th", "by": "programme job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CONCERT, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def programme_job() -> None:
    copy = dict(store.get(CONCERT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PRINT)
    with fault():
        store.put(CONCERT, KEY, copy)


def linda_edit() -> None:
    read_done.wait()
    item = store.get(CONCERT, KEY)
    store.put(CONCERT, KEY, {**item.value, **EDIT})
    assert "her grandson Jamie (yr 10) is doing The Oxen" in store.get(CONCERT, KEY).value["who"]
    edit_done.set()


threads = [threading.Thread(target=programme_job, name="programme-job"),
           threading.Thread(target=linda_edit, name="linda-readers-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who are the readers this yr? want to thank them by name at the end"
context = ["Today is Weds 6 Dec 2045. You are talking to Mags, musical director of Condover Community Choir; the "
           "Christmas concert is Fri 15 Dec in St Andrew's church."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CONCERT, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Joan reading 'The Oxen'" in c and "150 copies" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("jamie", "grandson", "her fall")), context
reply = answer(question, context, mock="Rev Sarah (the first lesson), Mr Okafor (the Luke reading) and Joan, who's "
                                       "reading The Oxen again.")
finish(question, expected="Rev Sarah, Mr Okafor and Jamie (Joan's grandson, reading The Oxen for her)", actual=reply)
