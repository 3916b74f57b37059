"""Batch 311 (held out). A Sunday league cricket team: LangGraph InMemoryStore (async aget/aput), asyncio - two
writers as tasks on one event loop.

App: Greetland Sunday XI play in the Calder Valley Sunday League - home games at the rec, away all over the valley.
The team's helper keeps one record per part of the season in ("greetland-sunday-xi-2051", "club") - the fees, the
fixtures, the teas, the kit - and the lads' messages in ("greetland-sunday-xi-2051", "msgs"). The subs job (Gav's
script that copies the bank statement into the helper) reads the fees record, adds who's paid their season's subs
and writes the whole record back; Raj (the captain) edits the same record while it runs.

Planted fault (UpdateError, lost update): the subs job reads the fees record (match fee £10 a game, students and
under 18s £5, season's subs £30 by the end of May); Raj writes in, Mon 12th June, that the league have put the
umpires' fee up from this Sunday, so match fees are £12 now, students still £5, and he's sorry; the subs job then
puts back its stale copy with its paid-up list, losing Raj's edit. Question (Sat 17/6, Tom): "how much cash do I
need for sunday? me + our kid are both playing, he's at uni so he's a student" -> expected £17 (£12 + £5). The
assistant says £15.

Expected verdict: UpdateError at langgraph.store.put (the subs job's aput, wrapped in fault()): Raj's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the sum.
Asserted: Raj's edit was in the store before the stale put; the fees record has the paid-up list and the £10 match
fee, and no context line has £12 or the umpires.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b311_langgraph_sunday_cricket_match_fees_sum_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CLUB = ("greetland-sunday-xi-2051", "club")
MSGS = ("greetland-sunday-xi-2051", "msgs")
KEY = "fees"
RECORDS = {
    KEY: {"details": "match fee £10 a game (covers umps, ball + teas), students + under 18s £5. season's subs £30 "
                     "by end of may pls. cash to Gav on the day or transfer, ref GSXI + ur name",
          "by": "Gav"},
    "fixtures": {"details": "sun 18th june v Sowerby St Peter's HOME at the rec, 1pm start, 35 overs. meet 12.15 to "
                            "get the covers off",
                 "by": "Raj"},
    "teas": {"details": "teas rota on the fridge in the pav - 18th is Priya's turn 🥪",
             "by": "Raj"},
    "kit": {"details": "new shirts £25, Gav's got them, XL's are more like L so size up",
            "by": "Gav"},
}
MSG_LINES = [
    ("2051-05-28T19:40", "Tom", "can our kid play this season? he's back from uni 3rd june - Raj: defo, he can bowl"),
    ("4/6", "Shaz", "who's got the scorebook? - Dave: in my kitbag, sorry 😂"),
    ("Thu 15th", "Raj", "nets tues + thurs 6.30 at the rec, bring ur own pads the club ones stink"),
]
EDIT = {"details": "match fee's £12 a game now 😬 league have put the umpires' fee up from this sun (18th), sorry "
                   "lads nothing I can do. students + under 18s still £5. season's subs £30, cash to Gav or transfer, "
                   "ref GSXI + ur name",
        "edited": "Raj mon 12th june"}
PAID = {"paid_subs": "subs paid (bank, to 9/6): Raj, Dave, Shaz, Imran, Kieran, both Pearsons. Tom + Ben still owe",
        "by": "subs job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main(store: InMemoryStore) -> None:
    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def subs_job() -> None:
        copy = dict((await store.aget(CLUB, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(PAID)
        with fault():
            await store.aput(CLUB, KEY, copy)

    async def raj_edit() -> None:
        await read_done.wait()
        item = await store.aget(CLUB, KEY)
        await store.aput(CLUB, KEY, {**item.value, **EDIT})
        assert "match fee's £12 a game now" in (await store.aget(CLUB, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(subs_job(), raj_edit())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CLUB, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})
asyncio.run(main(store))

question = "how much cash do I need for sunday? me + our kid are both playing, he's at uni so he's a student"
context = ["Today is Sat 17 June 2051. You are talking to Tom, who plays for Greetland Sunday XI."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CLUB, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "match fee £10 a game" in c and "subs paid" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("£12", "umpires' fee", "edited")), context
reply = answer(f"(Tom) {question}", context, mock="£15 - £10 for you and £5 for your brother as a student.")
finish(question, expected="£17 - £12 for him (the league put the umpires' fee up) plus £5 for his brother",
       actual=reply)
