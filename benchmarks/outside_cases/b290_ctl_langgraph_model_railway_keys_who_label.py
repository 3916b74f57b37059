"""Batch 290 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore used through its async
API (aput/asearch), asyncio: the committee's records and the members' messages are written by their own tasks
(gathered), then the question's reads.

App: Ryburn Valley Model Railway Club have a clubroom above the Co-op in Sowerby Bridge - club nights Tuesday and
Friday from 7, the club layout Calder Bridge (DCC, OO) and a test track for members' locos. The club's helper
keeps the committee's records in ("ryburn-valley-mrc", "club") - keys, subs, layout - and members' messages in
("ryburn-valley-mrc", "msgs").

Memory: the keys record (2050-09-06, Bob) - Bob's got the clubroom keys and opens up Tuesdays and Fridays, Ken has
the spare for the layout cupboard, the alarm code's on the wiki; subs and the layout records; messages - Bob, Mon 3
Oct: off to Tenerife for 2 weeks from Thursday the 6th, he's left the clubroom keys with Ken, who's opening up
Tuesdays and Fridays while he's away, alarm code the same; Ken, Tue 4/10: the DCC bus on Calder Bridge is fixed;
Steve, 7.10.: the test track's booked out on the 14th. Question (Tue 11/10, Ahmed, a new member): "who's opening up
tonight? bringing my loco for a test run + don't want to be stood outside in the rain" The assistant says Ken -
Bob's in Tenerife for a fortnight and left him the keys. The label says Bob.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b290_ctl_langgraph_model_railway_keys_who_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CLUB = ("ryburn-valley-mrc", "club")
MSGS = ("ryburn-valley-mrc", "msgs")
RECORDS = {
    "keys": {"details": "2050-09-06 Bob's got the clubroom keys + opens up tues + fri from 7, Ken has the spare for "
                        "the layout cupboard only. alarm code's on the wiki, DON'T write it on the door 🙄",
             "by": "Bob"},
    "subs": {"details": "subs £60/yr or £6 a month, juniors £15, pay Steve. guests free for 2 visits",
             "by": "Steve"},
    "layout": {"details": "Calder Bridge is DCC (NCE), OO. test track by the window for members' locos, book it on "
                          "the sheet if u want more than 20 mins",
               "by": "Ken"},
}
MSG_LINES = [
    ("Mon 3 Oct", "Bob", "off to Tenerife 2 wks from thurs 6th ☀️ left the clubroom keys with Ken, he's opening up "
                         "tues + fri while I'm away, alarm code's the same"),
    ("Tue 4/10", "Ken", "DCC bus on Calder Bridge is fixed at last, it was the dodgy joiner by the station"),
    ("7.10.", "Steve", "test track's booked out on fri 14th for the Ellands lads' DCC sound demo"),
]


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def write_records(store) -> None:
    for key, record in RECORDS.items():
        await store.aput(CLUB, key, record)


async def write_msgs(store) -> None:
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})


async def main() -> str:
    store = InMemoryStore()
    await asyncio.gather(write_records(store), write_msgs(store))
    question = "who's opening up tonight? bringing my loco for a test run + don't want to be stood outside in the rain"
    records = await store.asearch(CLUB, limit=10)
    msgs = await store.asearch(MSGS, limit=50)
    context = ["Today is Tue 11 October 2050. You are talking to Ahmed, a new member of Ryburn Valley Model Railway "
               "Club."] + [f"{r.key}: {flat(r.value)}" for r in records] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in msgs]
    assert any(c.startswith("keys:") and "Bob's got the clubroom keys + opens up tues + fri" in c
               for c in context), context
    assert any("left the clubroom keys with Ken, he's opening up" in c for c in context), context
    reply = answer(f"(Ahmed) {question}", context,
                   mock="Ken - Bob's in Tenerife for a fortnight and left him the clubroom keys, so Ken's opening up "
                        "at 7 tonight.")
    return question, reply


question, reply = asyncio.run(main())
finish(question, expected="Bob", actual=reply)
