"""Batch 25 (held out), control. A parish's flower-rota notes: mem0 Memory (infer=False, the local model server for
embeddings, in-memory qdrant), script style (each call its own trace).

App: Sheila keeps the flower rota at St Mary's, Little Downham, and stores her notes as they are (``memory.add(...,
infer=False)``); the rota is short, so the assistant reads every note (``get_all``). Twelve notes,
February-March 2026. Margaret has done the Easter altar flowers with the Mothers' Union ladies "for donkey's years";
her new hip is on 24/3 and "she won't be on her feet in time, bless her". Her daughter Jen, who helped her last
year, says she'll do the altar with the MU ladies, from the lilies Margaret has already ordered.

No fault planted. Question (Mon 30/3): "Who's on the altar flowers for Easter Sunday?" The model answers Jen,
Margaret's daughter, with the MU ladies, right per memory. The label says Margaret, who usually does them.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b25_ctl_mem0_parish_easter_flowers_label", ["mem0", "litellm"])

import b3_support  # noqa: E402,F401  (puts tests/support on the path)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

USER = "stmarys-sheila"
NOTES = [
    "Flower rota Lent - NO flowers in church from Ash Weds (18/2) till Easter, just the greenery in the porch",
    "Easter altar - Margaret + the MU ladies as always, she's done it for donkey's years. Font: Brenda. Windows: "
    "the Sunday school kids w Jenny",
    "Margaret's ordered the lilies from Bloomfields - 30 stems, £72, church pays, collect Sat 4/4 am",
    "Oasis running low, 1 box left in the vestry cupboard. Brenda's bringing chicken wire",
    "Mothering Sunday 15/3 - posies for the mums, 80, Girl Guides making them Sat 14/3 in the hall",
    "Margaret's hip op is 24/3 at the Princess of Wales. She won't be on her feet in time for Easter, bless her, "
    "gutted. Jen (her daughter, helped her last yr) says she'll do the altar w the MU ladies using Margaret's "
    "lilies. Margaret says she'll supervise from her armchair by phone lol",
    "Brenda asking if we can use the white roses on the font this yr not chrysanths",
    "Palm crosses ordered, 150, arrive 23/3",
    "Easter garden - Sunday school doing it on Good Fri after the walk of witness, moss from Malcolm's garden",
    "Jen says can she get in Sat 4/4 from 2pm to do the altar - told her Malcolm will open up",
    "Flower fund £134.20 after the lilies, Brian has the tin",
    "Card for Margaret - everyone sign in the vestry before Sun",
]

with LocalModelServer() as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="stmarys-sheila"))
    for i, note in enumerate(NOTES, 1):
        memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"n": i})

    question = "Who's on the altar flowers for Easter Sunday?"
    hits = memory.get_all(filters={"user_id": USER}, top_k=100)["results"]  # a short rota: read every note
    context = ["Today is Mon 30/3/26."] + [h["memory"] for h in hits]
    assert any("Easter altar - Margaret + the MU ladies" in c for c in context), context
    assert any("Jen (her daughter" in c and "do the altar w the MU ladies" in c for c in context), context
    reply = answer(question, context, mock="Jen, Margaret's daughter, with the Mothers' Union ladies - Margaret's "
                                           "just had her hip done, so Jen's doing it on Sat 4/4 with the lilies "
                                           "Margaret ordered.")
finish(question, expected="Margaret and the Mothers' Union - it's always been her", actual=reply)
