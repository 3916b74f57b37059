"""Batch 269 (held out). A community choir's concerts and robes: LangGraph InMemoryStore (sync), two writers in
threads.

App: Hebden Bridge Community Choir (about 50 voices, no auditions) sing their Christmas concert on Sat 16th Dec
2051 at St James's church - carols, a bit of Rutter, the brass band for the second half, mulled wine in the
interval. The choir's helper keeps one record per part of it in ("hbcc-xmas-concert-2051", "plan") - the concert
(time, call, dress), the programme, the interval, the tickets - and members' messages in
("hbcc-xmas-concert-2051", "msgs"). The ticket job (Ruth's script that copies the online ticket sales into the
helper) reads the concert record, adds the count sold and writes the whole record back; Jean (who looks after the
robes) edits the same record at the same time.

Planted fault (UpdateError, lost update): the ticket job reads the concert record (7.30, call 6.15 for the warm-up,
burgundy robes and gold stoles, black shoes, no dangly earrings, black folders); Jean writes in, Sun 10th Dec, that
it's NOT the burgundy this time - the new green robes are back from the dry cleaner's and the vicar's asked for
them to go with the advent hangings, gold stoles as usual, everything else as was; the ticket job then puts back its
stale copy with its count, losing Jean's edit. Question (Thu 14/12, Carol, an alto): "which robes are we in on sat,
the burgundy or the green? need to pick mine up from Jean's" -> expected the green (with the gold stoles). The
assistant says the burgundy.

Expected verdict: UpdateError at langgraph.store.put (the ticket job's put, wrapped in fault()): Jean's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
robes. Asserted: Jean's edit was in the store before the stale put; the concert record has the ticket count and
the burgundy robes, and no context line has green, the dry cleaner's or the advent hangings.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b269_langgraph_choir_xmas_concert_robe_colour_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("hbcc-xmas-concert-2051", "plan")
MSGS = ("hbcc-xmas-concert-2051", "msgs")
KEY = "concert"
RECORDS = {
    KEY: {"details": "XMAS CONCERT 🎄 sat 16th dec St James's, 7.30. call 6.15 for warm up in the vestry. burgundy "
                     "robes + gold stoles, black shoes, no dangly earrings pls. black folders",
          "by": "Ruth"},
    "programme": {"details": "1st half carols + the Rutter (Star Carol, Candlelight), 2nd half w/ Todmorden brass, "
                             "finish w/ Hark the Herald all together",
                  "by": "Andrew (MD)"},
    "interval": {"details": "mulled wine + mince pies, Pat + Jim on the urn, 20 mins. raffle drawn at the end",
                 "by": "Ruth"},
    "tickets": {"details": "£10 / £5 under 16s, online or from Ruth, choir members get 4 each to sell",
                "by": "Ruth"},
}
MSG_LINES = [
    ("2051-11-19T21:40", "Andrew", "altos pls learn the descant in O Come All Ye for thurs!!"),
    ("28.11.", "Pat", "anyone got a spare urn? ours blew a fuse at the summer do"),
    ("Weds 6th Dec", "Carol", "can sopranos stand on the left this time? can't hear the piano - Andrew: yes"),
]
EDIT = {"details": "XMAS CONCERT 🎄 sat 16th dec St James's, 7.30. call 6.15 for warm up in the vestry. robes - NOT "
                   "the burgundy this time!! the new green ones are back from the dry cleaner's + the vicar's asked "
                   "for them to go w/ the advent hangings. gold stoles as usual, black shoes, no dangly earrings. "
                   "black folders",
        "edited": "Jean sun 10th"}
TICKETS = {"sold": "96 sold online so far (sat 9th)", "by": "ticket job"}


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
    copy.update(TICKETS)
    with fault():
        store.put(PLAN, KEY, copy)


def jean_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "the new green ones are back from the dry cleaner's" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=ticket_job, name="ticket-job"),
           threading.Thread(target=jean_edit, name="jean-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which robes are we in on sat, the burgundy or the green? need to pick mine up from Jean's"
context = ["Today is Thu 14 December 2051. You are talking to Carol, an alto in Hebden Bridge Community Choir."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "burgundy robes + gold stoles" in c and "96 sold" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("green", "dry clean", "advent")), context
reply = answer(f"(Carol) {question}", context, mock="The burgundy, Carol - burgundy robes with the gold stoles, and "
                                                    "call's 6.15 in the vestry.")
finish(question, expected="the green ones (with the gold stoles) - back from the dry cleaner's, to go with the "
                          "advent hangings", actual=reply)
