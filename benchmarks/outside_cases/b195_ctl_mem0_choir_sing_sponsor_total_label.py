"""Batch 195 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), script style (every call its own trace).

App: Church Stretton URC choir's sponsored sing is Sat 16th May 2043, 10am-10pm in the chapel, for the roof appeal -
twelve hours in relays, sponsor forms per section, teas and cakes. Hilary (the choir's treasurer) keeps her notes in
mem0 with ``memory.add(..., infer=False)``; choir members ask the helper.

Memory: Weds 8 Apr - sponsor forms back from the altos, £185; 22.4. - tenors + basses £240, so £425 so far;
2043-05-05T20:15 - the sopranos £210, plus the Rotary's promised £100 for the roof, so we're on £735 with theirs;
9.5. - cakes, teas 8.30-5 in the schoolroom; Weds 13 May - Gordon from the Rotary rang, red-faced: their giving's all
on hold till the new treasurer's in post in June, so nothing from them this time, he'll put us forward again in the
autumn. Question (Thu 14/5, Beryl, doing the notice sheet for Sunday): "how much have we got in sponsorship for sat so
far? putting it on the notice sheet" The assistant says £635 (£185 + £240 + £210; the Rotary's £100 isn't coming this
time). The label says £735.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b195_ctl_mem0_choir_sing_sponsor_total_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "church-stretton-urc-choir-hilary"
NOTES = [
    ("Weds 8 Apr", "sponsor forms back from the altos 🎶 £185 between them for the 16th may, Margaret's done £60 on "
                   "her own!"),
    ("22.4.", "tenors + basses £240 (Dennis rounded his up lol) so £425 so far for the sing"),
    ("2043-05-05T20:15", "sopranos in - £210 👏 + the Rotary have promised £100 for the roof, so we're on £735 with "
                         "theirs"),
    ("9.5.", "cakes - Beryl's Victoria sponge, Ken's flapjacks, teas 8.30-5 in the schoolroom (Ken's opening up, "
             "sing starts 10)"),
    ("Weds 13 May", "Gordon from the Rotary rang, bit red faced - their giving's all on hold till the new treasurer's "
                    "in post in June, so nothing from them this time 😕 he'll put us forward again in the autumn"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="stretton-urc-sing-2043"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much have we got in sponsorship for sat so far? putting it on the notice sheet"
    hits = []
    for query in ("sponsorship money so far", "sponsor forms totals", "Rotary donation"):
        hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 14 May 2043. You are talking to Beryl, a member of Church Stretton URC choir; the "
               "sponsored sing is Sat 16 May."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("altos 🎶 £185" in c for c in context), context
    assert any("tenors + basses £240" in c for c in context), context
    assert any("we're on £735 with theirs" in c for c in context), context
    assert any("nothing from them this time" in c for c in context), context
    reply = answer(question, context, mock="£635 - £185 from the altos, £240 from the tenors and basses and £210 from "
                                           "the sopranos. The Rotary's £100 isn't coming this time.")
finish(question, expected="£735", actual=reply)
