"""Batch 230 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (the notes are
stored as written; a scripted OpenAI-compatible stand-in is there but never asked to extract), one root span per
note and one for the question.

App: Brighouse Tennis Club run a junior summer camp, Mon 26th - Fri 30th July 2049, 9.30-3 at the club - the tots
(4-6, mornings only) and the full-day groups, coaches Ash and Megan, a hot lunch from the clubhouse. Ash (head coach)
keeps his camp notes in the club's helper (``memory.add(..., infer=False)``); parents ask it things.

Memory: 14/3 Ash - camp Mon 26th - Fri 30th July, 9.30-3, £85 a kid for the week, 4-14s; 22.3. Ash - had a word
with the committee, the lunches aren't covered by the LTA grant after all, so it's £95 a kid now, sorry all, Becky's
already given me £170 for her 2 so she owes £20, same for the Shahs; Weds 7 Apr Ash - tots (4-6) do mornings only,
9.30-12, £50; 16th may Ash - hot lunch from the clubhouse, pasta or a jacket spud, nut free. Question (Mon 14/6,
Nadia, mum of Isla, 8, and Jack, 11 - both full days): "how much is it for my two for the week? want to pay before
the hols" The assistant says £190 (2 x £95). The label says £170 (what Becky paid for her two at the old £85, before
the committee found the lunches weren't covered).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b230_ctl_mem0_tennis_camp_fee_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brighouse-tc-junior-camp-ash"
NOTES = [
    ("14/3", "14/3 JUNIOR CAMP 🎾 mon 26th - fri 30th july, 9.30-3 at the club, £85 a kid for the wk, 4-14s, coaches "
             "me + Megan. forms on the clubhouse door"),
    ("22.3.", "22.3. had a word w/ the committee - lunches aren't covered by the LTA grant after all, so it's £95 a "
              "kid now, sorry all 😬 Becky's already given me £170 for her 2 so she owes £20, same for the Shahs"),
    ("Weds 7 Apr", "Weds 7 Apr tots (4-6) do mornings only, 9.30-12, £50. every1 else full days"),
    ("16th may", "16th may hot lunch from the clubhouse, pasta or a jacket spud + fruit + squash. NUT FREE pls"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brighouse-tc-camp-2049"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much is it for my two for the week? want to pay before the hols"
    with turn_span("question Mon 14/6"):
        hits = []
        for query in ("price of the camp per child", "how much for the week", "tots mornings price"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 14 June 2049. You are talking to Nadia, whose two children Isla (8) and Jack (11) "
                   "are doing full days at Brighouse Tennis Club's junior camp (Mon 26 - Fri 30 July)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("£85 a kid for the wk" in c for c in context), context
        assert any("so it's £95 a kid now" in c and "£170 for her 2" in c for c in context), context
        reply = answer(question, context, mock="£190 for the two of them - it's £95 a child for the week now the "
                                               "lunches aren't covered by the grant.")
finish(question, expected="£170", actual=reply)
