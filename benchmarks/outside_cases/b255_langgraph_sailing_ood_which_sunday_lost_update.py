"""Batch 255 (held out). A sailing club's autumn series: LangGraph InMemoryStore (sync), two writers in threads.

App: Ogden Water Sailing Club race every Sunday in October and November 2051 - the autumn series, two races a
morning, an OOD (officer of the day) and an assistant on the committee boat, a rib for safety cover. The club's
helper keeps one record per part of the series in ("ogden-wsc-autumn-2051", "racing") - the duty rota, the courses,
the safety cover, the results - and the race officers' messages in ("ogden-wsc-autumn-2051", "msgs"). The rota job
(Alan's script that copies the duty rota from the club website) reads the rota record, adds the date it synced and
writes the whole record back; Janet edits the same record at the same time.

Planted fault (UpdateError, lost update): the rota job reads the rota record (OOD 12th Oct Mike, 19th Oct Janet, 26th
Oct Phil, 2nd Nov Colin); Janet writes in, Tue 14th, that she's swapped with Phil - she's at her daughter's
graduation in Durham on the 19th - so 19th Phil, 26th Janet, rest as it was; the rota job then puts back its stale
copy with its sync line, losing Janet's swap. Question (Thu 16/10, Janet): "which sunday am I OOD? need to sort
the committee boat key with Mike" -> expected Sunday 26th October (swapped with Phil). The assistant says Sunday
19th October.

Expected verdict: UpdateError at langgraph.store.put (the rota job's put, wrapped in fault()): Janet's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides her Sunday.
Asserted: Janet's swap was in the store before the stale put; the rota record has the sync line and "19th Oct
Janet", and no context line has the swap, Durham or the graduation.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b255_langgraph_sailing_ood_which_sunday_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

RACING = ("ogden-wsc-autumn-2051", "racing")
MSGS = ("ogden-wsc-autumn-2051", "msgs")
KEY = "rota"
RECORDS = {
    KEY: {"details": "OOD rota autumn series - 12th Oct Mike, 19th Oct Janet, 26th Oct Phil, 2nd Nov Colin, 9th Nov "
                     "Mike again (sorry Mike). assistant OOD = whoever's not racing, sort it between u",
          "by": "Alan"},
    "courses": {"details": "courses 1-6 on the cards, OOD picks on the day off the wind. windward mark is the yellow "
                           "one by the outflow, NOT the fishing buoy (again)",
                "by": "Colin"},
    "safety": {"details": "rib crew: Dave + Kirsty 1st half of the series, Tom + Ash 2nd half. kill cord on the hook "
                          "in the boat shed",
               "by": "Dave"},
    "results": {"details": "results on Sailwave, up on the website by sun teatime. 2 discards if we get 8+ races in",
                "by": "Alan"},
}
MSG_LINES = [
    ("2051-09-30T20:40", "Colin", "committee boat's back from the yard, new battery 👍"),
    ("5/10", "Mike", "key for the committee boat's on my keyring, grab it off me the week before ur duty"),
    ("Sun 12th", "Mike", "2 races in, light + shifty, flags + hooter all fine"),
]
EDIT = {"details": "OOD rota autumn series - swapped w/ Phil (he's fine with it) as I'm at our Emma's graduation in "
                   "Durham on the 19th 🎓 so 19th Oct Phil, 26th Oct me (Janet). rest as was: 12th Mike, 2nd Nov "
                   "Colin, 9th Nov Mike",
        "edited": "Janet tue 14th"}
SYNCED = {"synced": "from the website rota, Mon 13 Oct 2051 22:00", "by": "rota job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(RACING, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rota_job() -> None:
    copy = dict(store.get(RACING, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNCED)
    with fault():
        store.put(RACING, KEY, copy)


def janet_edit() -> None:
    read_done.wait()
    item = store.get(RACING, KEY)
    store.put(RACING, KEY, {**item.value, **EDIT})
    assert "so 19th Oct Phil, 26th Oct me (Janet)" in store.get(RACING, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=rota_job, name="rota-job"),
           threading.Thread(target=janet_edit, name="janet-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which sunday am I OOD? need to sort the committee boat key with Mike"
context = ["Today is Thu 16 October 2051. You are talking to Janet, a race officer at Ogden Water Sailing Club."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(RACING, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "19th Oct Janet" in c and "synced" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("swapped", "durham", "graduation")), context
reply = answer(f"(Janet) {question}", context,
               mock="You're OOD on Sunday 19th October, Janet - grab the committee boat key off Mike this weekend.")
finish(question, expected="Sunday 26th October - she swapped with Phil because of the graduation on the 19th",
       actual=reply)
