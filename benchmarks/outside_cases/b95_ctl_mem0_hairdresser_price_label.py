"""Batch 95 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False; the local
model server only embeds), one root span per note and one for the question.

App: Lou, a mobile hairdresser, keeps her price list and notes about the care homes and her ladies in mem0
(``memory.add(..., infer=False)``); Kelly, who's helping her this summer, asks the helper.

Memory: the 2036 price list (set £14, cut and blow-dry £18, perm £38); Meadowbank provide the room and the
towels, so Lou takes £2 off for their ladies (agreed with Sandra, the manager, in February); Ashlea pay full
price; Dorothy at Meadowbank (room 4) has a cut and blow-dry every four weeks and pays cash. Question (Tue 7/7,
Kelly): "what do I charge dorothy for her cut and blow dry tomorrow?" The assistant says £16. The label says £18.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b95_ctl_mem0_hairdresser_price_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "lou-hair"
NOTES = [
    ("3 Jan", "prices 2036 - set £14, cut + blow dry £18, perm £38, gents/beards £6-10. up £1 on last yr, nobody's "
              "moaned yet"),
    ("12/2", "Meadowbank - Sandra says the home'll keep giving me the room + all the towels free, so I'm doing "
             "their ladies £2 off everything, fair's fair. shook on it"),
    ("12/2", "Ashlea - full whack, residents pay by cheque or the office puts it on their monthly bill"),
    ("20.3.36", "Dorothy (Meadowbank rm 4) cut + blow dry every 4 wks, pays cash from her purse, loves a chat "
                "abt the Wolves. don't mention her son"),
    ("1/7", "Mrs Pike rm 9 - set every weds, perm this wk. Joan K wants it shorter for her granddaughter's do"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="lou_hair"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what do I charge dorothy for her cut and blow dry tomorrow?"
    with turn_span("question Tue 7/7"):
        hits = []
        for query in ("Dorothy cut and blow dry price", "Meadowbank prices", "price list"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 7 July 2036. You are talking to Kelly, who helps Lou."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("cut + blow dry £18" in c for c in context), context
        assert any("£2 off everything" in c for c in context), context
        assert any("Dorothy (Meadowbank rm 4)" in c for c in context), context
        reply = answer(question, context, mock="£16 - it's £18 normally but Meadowbank ladies get £2 off. She'll "
                                               "pay cash.")
finish(question, expected="£18", actual=reply)
