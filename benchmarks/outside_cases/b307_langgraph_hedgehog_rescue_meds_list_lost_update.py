"""Batch 307 (held out). A hedgehog rescue: LangGraph InMemoryStore (async aget/aput), two writers as asyncio tasks.

App: Prickly Pals Hedgehog Rescue (Holmfirth) keeps one record per hog in care in ("prickly-pals-2050", "hogs") -
where it came from, weights, meds, feeds - and the volunteers' messages in ("prickly-pals-2050", "msgs"). The
weigh-in job (Sam's script that reads the kitchen scales' app) reads a hog's record, adds the latest weight and
writes the whole record back; Mandy (a vet nurse who volunteers) edits the same record at the same time.

Planted fault (UpdateError, lost update): the weigh-in job reads Conker's record (boar, in 3/10 from Shelley at
480g, lungworm, Panacur done, Metacam 0.05ml once a day with his food, weigh Mon + Thu); Mandy writes in, Tue 18th,
that the vet's listened to his chest - still crackly - so he starts Baytril 0.1ml twice a day (morning + the 8pm
feed) for 7 days, Metacam stays as is; the weigh-in job then puts back its stale copy with the new weight, losing
Mandy's edit. Question (Weds 19/10, Ruth, on the evening round): "what meds does Conker get tonight? I'm on the 8pm
round" -> expected the Metacam 0.05ml with his food and Baytril 0.1ml (second dose of the day). The assistant says
just the Metacam.

Expected verdict: UpdateError at langgraph.store.put (the weigh-in job's aput, wrapped in fault()): Mandy's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
tonight's meds. Asserted: Mandy's edit was in the store before the stale put; Conker's record has the new weight and
no Baytril, and no context line has Baytril, "crackly" or "twice a day".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b307_langgraph_hedgehog_rescue_meds_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

HOGS = ("prickly-pals-2050", "hogs")
MSGS = ("prickly-pals-2050", "msgs")
KEY = "conker"
RECORDS = {
    KEY: {"notes": "CONKER - boar, in 3/10 from Shelley (found out in the day, wobbly), 480g. lungworm, Panacur done "
                   "(3 days). now Metacam 0.05ml once a day on his food. shed pen 1. weigh mon + thu",
          "weights": "3/10 480g, 10/10 520g"},
    "pip": {"notes": "PIP - autumn juvenile, 290g, in 12/10 from Netherthong. no meds, just feeding up, heat pad on. "
                     "garage pen 3",
            "weights": "12/10 290g"},
    "hazel": {"notes": "HAZEL - sow, eye ulcer, drops 3x a day (Mandy's got them in the fridge). garage pen 2",
              "weights": "28/9 560g, 10/10 610g"},
}
MSG_LINES = [
    ("2050-10-09T19:40", "Jo", "new tin of Felix kitten biscuits open, the chicken one, they prefer it 🙄"),
    ("11.10.", "Ruth", "8pm round - wash hands BEFORE + after, gloves in the drawer. meds sheet on the fridge door"),
    ("Sat 15th Oct", "Sam", "scales app's working again, weigh-ins go straight on the records now"),
]
EDIT = {"notes": "CONKER - boar, in 3/10 from Shelley, 480g. lungworm, Panacur done. vet listened to his chest tue "
                 "18th, still crackly 😟 so he's starting Baytril 0.1ml twice a day (morning + the 8pm feed) for 7 "
                 "days, Metacam 0.05ml once a day on his food stays as is. shed pen 1. weigh mon + thu",
        "edited": "Mandy tue 18th"}
WEIGH = {"weights": "3/10 480g, 10/10 520g, 17/10 548g"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(HOGS, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def weigh_in_job() -> None:
        copy = dict((await store.aget(HOGS, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(WEIGH)
        with fault():
            await store.aput(HOGS, KEY, copy)

    async def mandy_edit() -> None:
        await read_done.wait()
        item = await store.aget(HOGS, KEY)
        await store.aput(HOGS, KEY, {**item.value, **EDIT})
        assert "starting Baytril 0.1ml twice a day" in (await store.aget(HOGS, KEY)).value["notes"]
        edit_done.set()

    await asyncio.gather(weigh_in_job(), mandy_edit())

    question = "what meds does Conker get tonight? I'm on the 8pm round"
    context = ["Today is Weds 19 October 2050. You are talking to Ruth, a volunteer at Prickly Pals Hedgehog Rescue."]
    context += [f"{r.key}: {flat(r.value)}" for r in await store.asearch(HOGS, limit=10)]
    context += [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "17/10 548g" in c and "Metacam 0.05ml" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("baytril", "crackly", "twice a day")), context
    return answer(f"(Ruth) {question}", context,
                  mock="Just his Metacam - 0.05ml once a day on his food. Nothing else for Conker tonight.")


reply = asyncio.run(main())
finish("what meds does Conker get tonight? I'm on the 8pm round",
       expected="Metacam 0.05ml on his food and Baytril 0.1ml (his second dose of the day - the vet started it for "
                "his chest)", actual=reply)
