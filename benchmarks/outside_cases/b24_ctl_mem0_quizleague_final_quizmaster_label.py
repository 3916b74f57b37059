"""Batch 24 (held out), control. A pub quiz league secretary's notes: mem0 Memory (infer=False, the local model
server for embeddings, in-memory qdrant), script style (each call its own trace).

App: Gav, secretary of the Fens & Villages Quiz League, stores his notes as they are (``memory.add(...,
infer=False)``) and asks the assistant from a search. Twelve notes, February-March 2026. Steve from the Plough
has set and read the league final six years running; asked about this year's, "he'd love to but he's on nights at
the depot all that wk", and Bev, the Crown's landlady (an ex-geography teacher), said she'll write and read it, with
Gav checking the answers.

No fault planted. Question (Mon 16/3): "Who's doing the questions for the league final?" The model answers Bev,
right per memory. The label says Steve from the Plough, who usually does it. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b24_ctl_mem0_quizleague_final_quizmaster_label", ["mem0", "litellm"])

import b3_support  # noqa: E402,F401  (puts tests/support on the path)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

from memtrace_otel.local_model import LocalModelServer  # noqa: E402

USER = "fvql-gav"
NOTES = [
    "League final Sat 28/3 at the Crown, Ely, 7.30 for 8. Top 4 after wk 12. Steve from the Plough normally sets + "
    "reads the final, 6 yrs running now",
    "Wk 9 Bears v Suspects moved to the Weds (wake at the Red Lion), both captains ok, fine by me",
    "Trophies from Ely Engraving - £86 for the shield re-engrave + 4 tankards, collect Thurs 26/3",
    "Subs: 9 of 11 teams paid the £30, chasing the Eggheads + the Plough B",
    "Asked Steve about the final - he'd love to but he's on nights at the depot all that wk. Bev (Crown landlady, "
    "used to teach geography) said she'll write + read it, I'll check her answers",
    "Table after wk 11: Brainstormers 52, Bears 49, Eggheads 47, Suspects 44 - Suspects need a big last wk",
    "Picture round printing - the Crown's printer is knackered, I'll do them at the library 20p a sheet",
    "Bev wants a rough theme list by 20/3 so the rounds don't overlap w the league season's",
    "Next season AGM Tues 12/5 at the Plough, Steve's doing the buffet",
    "Tiebreaker for the final: nearest-number question, Bev to pick one",
    "Kitty stands at £214.50 after the wk 11 collections",
    "Raffle prizes for the final - Red Lion donating a £25 voucher, Crown a meat hamper",
]

with LocalModelServer() as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fvql-gav"))
    for i, note in enumerate(NOTES, 1):
        memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"n": i})

    question = "Who's doing the questions for the league final?"
    hits = memory.search(question, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 16/3/26."] + [h["memory"] for h in hits]
    assert any("Steve from the Plough normally sets" in c for c in context), context
    assert any("Bev (Crown landlady" in c and "write + read it" in c for c in context), context
    reply = answer(question, context, mock="Bev, the landlady at the Crown - Steve's on nights that week, so she's "
                                           "writing and reading it and you're checking her answers.")
finish(question, expected="Steve from the Plough - he's set the final for the last six years", actual=reply)
