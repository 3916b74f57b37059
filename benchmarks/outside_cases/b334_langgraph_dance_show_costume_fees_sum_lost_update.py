"""Batch 334 (held out). A dance school's summer show: LangGraph InMemoryStore, async API (aget/aput/asearch), two
writers as asyncio tasks.

App: the Jenny Lees School of Dance put on their summer show on Sat 15th July 2050 at the Todmorden Hippodrome -
ballet, tap, jazz and a whole-school finale. The school's helper keeps one record per part of the show in
("jenny-lees-summer-show-2050", "plan") - costume fees, tickets, rehearsals, dressing rooms - and parents' messages
in ("jenny-lees-summer-show-2050", "msgs"). The payments job (the office's script that copies in who has paid) reads
the costume fees record, adds its "paid so far" line and writes the whole record back; Mrs Dobson (who does the
costumes) edits the same record at the same time.

Planted fault (UpdateError, lost update): the payments job reads the costume fees record (tap £12, ballet £15,
jazz £14, finale t-shirt £6, pay by 1st July); Mrs Dobson writes in, Weds 21st June, that the tutus from the new
place came in cheaper, so ballet's £10 not £15, rest as was; the payments job then puts back its stale copy with
its line, losing her edit. Question (Thu 29/6, Sam, whose daughter Mia is in tap, ballet and the finale): "how much
do I owe for Mia's costumes? she's tap, ballet + the finale, want to send it in her bag" -> expected £28 (12 + 10 +
6). The assistant says £33.

Expected verdict: UpdateError at langgraph.store.put (the payments job's aput, wrapped in fault()): Mrs Dobson's
write landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
the sum. Asserted: her edit was in the store before the stale put; the costume fees record has the "paid so far"
line and ballet at £15, and no context line has £10, "cheaper" or "new place".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b334_langgraph_dance_show_costume_fees_sum_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("jenny-lees-summer-show-2050", "plan")
MSGS = ("jenny-lees-summer-show-2050", "msgs")
KEY = "costume fees"
RECORDS = {
    KEY: {"details": "costume fees per routine: tap £12 (waistcoat + bow tie), ballet £15 (tutu, u keep it), jazz £14, "
                     "finale t-shirt £6 - everyone needs one. cash in a named envelope by 1st july pls",
          "by": "Mrs Dobson"},
    "tickets": {"details": "£9 adults £6 kids, 2 per family till 23/6 then open sale, from reception",
                "by": "office"},
    "rehearsals": {"details": "dress rehearsal thurs 13th at the Hippodrome 5-8.30, full costume, hair done", "by":
                   "Miss Jenny"},
    "dressing rooms": {"details": "tinies stage left, juniors under the stage, seniors in the green room, mums "
                                  "chaperoning on the rota", "by": "Miss Jenny"},
}
MSG_LINES = [
    ("2050-05-24T19:20", "Sam", "is the finale t-shirt the same as last yr's? - Mrs D: no, new design, lilac"),
    ("3.6.", "Priya", "can we pay by bank transfer? - office: cash only for costumes sorry"),
    ("Sat 17th June", "Miss Jenny", "well done all at the run through 👏 tap lot, spacing in the 2nd number pls"),
]
EDIT = {"details": "costume fees per routine - the tutus from the new place came in cheaper 🙌 so ballet's £10 not "
                   "£15. rest as was: tap £12 (waistcoat + bow tie), jazz £14, finale t-shirt £6. cash in a named "
                   "envelope by 1st july",
        "edited": "Mrs Dobson weds 21st"}
PAID = {"paid so far": "31 envelopes in the office safe (20/6)", "by": "payments job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(PLAN, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def payments_job() -> None:
        copy = dict((await store.aget(PLAN, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(PAID)
        with fault():
            await store.aput(PLAN, KEY, copy)

    async def dobson_edit() -> None:
        await read_done.wait()
        item = await store.aget(PLAN, KEY)
        await store.aput(PLAN, KEY, {**item.value, **EDIT})
        assert "so ballet's £10 not £15" in (await store.aget(PLAN, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(payments_job(), dobson_edit())

    question = "how much do I owe for Mia's costumes? she's tap, ballet + the finale, want to send it in her bag"
    context = ["Today is Thu 29 June 2050. You are talking to Sam, whose daughter Mia is in the Jenny Lees School of "
               "Dance summer show (Sat 15 July)."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PLAN, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "ballet £15" in c and "31 envelopes" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("£10", "cheaper", "new place")), context
    reply = answer(f"(Sam) {question}", context,
                   mock="£33 for Mia - tap £12, ballet £15 and the finale t-shirt £6. Cash in a named envelope by "
                        "1st July.")
    finish(question, expected="£28 - tap £12, ballet £10 (the tutus came in cheaper) and the finale t-shirt £6",
           actual=reply)


asyncio.run(main())
