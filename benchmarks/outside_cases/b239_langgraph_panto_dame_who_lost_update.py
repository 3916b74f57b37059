"""Batch 239 (held out). A village pantomime: LangGraph InMemoryStore used async (aget/aput/asearch), asyncio, two
writers as tasks.

App: the Luddenden Players put on Jack and the Beanstalk in the village hall, Thu 11th - Sat 13th January 2052 -
rehearsals Sundays and Wednesdays from October, costumes made by Sue and the wardrobe ladies, tickets from the Co-op.
The players' helper keeps one record per part of the show in ("luddenden-players-panto-2052", "show") - the cast,
the rehearsals, the costumes, the tickets - and members' messages in ("luddenden-players-panto-2052", "msgs"). The
programme job (Lou's script that sends the cast list to the printers) reads the cast record, adds the printers'
proof date and writes the whole record back; Pat (the director) edits the same record at the same time.

Planted fault (UpdateError, lost update): the programme job reads the cast record (Dame Trott - Dave Holt, Jack -
Ellie Crabtree, Simple Simon - Gaz, Fleshcreep - Martin Lumb, Princess Jill - Amy, Daisy the cow - the Sutcliffe
twins, the Fairy - Brenda, the Giant's voice - Keith Mellor offstage); Pat writes in, Weds 22nd Nov, that Dave's
done his achilles at five-a-side, out for eight weeks, so Keith Mellor is stepping up as Dame Trott (he did it in
'46) and Martin does the Giant's voice as well as Fleshcreep; the programme job then puts back its stale copy with
its proof date, losing Pat's edit. Question (Tue 28/11, Sue from wardrobe): "who's playing Dame Trott now? need to
get them measured for the frocks 👗" -> expected Keith Mellor (Dave's out with his achilles). The assistant says
Dave Holt.

Expected verdict: UpdateError at langgraph.store.put (the programme job's aput, wrapped in fault()): Pat's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who
plays the Dame. Asserted: Pat's edit was in the store before the stale put; the cast record has the proof date and
Dame Trott - Dave Holt, and no context line has achilles, "stepping up" or Keith as the Dame.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b239_langgraph_panto_dame_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SHOW = ("luddenden-players-panto-2052", "show")
MSGS = ("luddenden-players-panto-2052", "msgs")
KEY = "cast"
RECORDS = {
    KEY: {"details": "JACK + THE BEANSTALK cast 🐄 Dame Trott - Dave Holt, Jack - Ellie Crabtree, Simple Simon - Gaz, "
                     "Fleshcreep - Martin Lumb, Princess Jill - Amy, Daisy the cow - the Sutcliffe twins (front + "
                     "back, they've sorted it between them), Fairy - Brenda, Giant's voice - Keith Mellor offstage",
          "by": "Pat"},
    "rehearsals": {"details": "sun 2-5 + weds 7.30-9.30 in the hall, songs weds, off book by 3rd dec!! tech sun 7th "
                              "jan, dress weds 10th",
                   "by": "Pat"},
    "costumes": {"details": "Sue + the wardrobe ladies, fittings after sun rehearsal in the committee room. the cow "
                            "skin's from the 2044 one, needs a wash 😬",
                 "by": "Sue"},
    "tickets": {"details": "£9 adults £6 kids, from the co-op from 1st dec, thu + fri 7pm, sat 2pm + 7pm",
                "by": "Lou"},
}
MSG_LINES = [
    ("2051-10-15T20:30", "Pat", "read through went well, Gaz ad libbing already 🙄"),
    ("4.11.", "Brenda", "can someone give me a lift on weds? - Ellie: yes I pass ur door"),
    ("Sun 19th Nov", "Lou", "posters at the printers, on the noticeboards by next wk"),
]
EDIT = {"details": "JACK + THE BEANSTALK cast - Dave's done his achilles at 5-a-side 😩 out for 8 wks so Keith Mellor's "
                   "stepping up as Dame Trott (he did it in '46), Martin's doing the Giant's voice as well as "
                   "Fleshcreep. rest as was: Jack - Ellie Crabtree, Simple Simon - Gaz, Princess Jill - Amy, Daisy - the "
                   "Sutcliffe twins, Fairy - Brenda",
        "edited": "Pat weds 22nd nov"}
PROOF = {"programme": "cast list to the printers fri 24th, proof back by the 1st", "by": "programme job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> tuple[str, str]:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(SHOW, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def programme_job() -> None:
        copy = dict((await store.aget(SHOW, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(PROOF)
        with fault():
            await store.aput(SHOW, KEY, copy)

    async def pat_edit() -> None:
        await read_done.wait()
        item = await store.aget(SHOW, KEY)
        await store.aput(SHOW, KEY, {**item.value, **EDIT})
        assert "Keith Mellor's stepping up as Dame Trott" in (await store.aget(SHOW, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(programme_job(), pat_edit())

    question = "who's playing Dame Trott now? need to get them measured for the frocks 👗"
    context = ["Today is Tue 28 November 2051. You are talking to Sue, who runs wardrobe for the Luddenden Players' "
               "panto (Jack and the Beanstalk, 11-13 Jan)."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(SHOW, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "Dame Trott - Dave Holt" in c and "proof back by the 1st" in c
               for c in context), context
    assert not any(w in c.lower() for c in context for w in ("achilles", "stepping up", "keith mellor's")), context
    reply = answer(f"(Sue) {question}", context,
                   mock="Dave Holt's Dame Trott - catch him after Sunday's rehearsal for the fittings.")
    return question, reply


question, reply = asyncio.run(main())
finish(question, expected="Keith Mellor - Dave's done his achilles so Keith's stepped up as the Dame", actual=reply)
