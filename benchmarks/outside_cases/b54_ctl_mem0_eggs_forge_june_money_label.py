"""Batch 54 (held out), control. A farm shop's egg round money notes: mem0 Memory (infer=False; the local model
server only embeds; in-memory qdrant), one root span per note.

App: Jen at Brook Farm Shop keeps the egg round's accounts in mem0 as she goes (``memory.add(..., infer=False)``, one
memory per note); her dad Alan collects the monthly payers at the start of the month. Mr Hughes at the Old Forge
has 2 dozen every Friday at £3.20 a dozen and pays monthly: June had four Fridays, 8 dozen, £25.60 on the June
sheet. On Fri 5 June he caught Jen at the gate and paid the first week's £6.40 in cash, as he's at his daughter's
in Bristol when the month turns.

No fault planted. Question (Mon 29/6, Alan): "how much am I collecting from the Old Forge for june?" The model
answers £19.20, right per memory. The label says £25.60, the month's total on the sheet. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b54_ctl_mem0_eggs_forge_june_money_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brook-farm-eggs-money"
NOTES = [
    ("2026-06-01", "monthly payers: Old Forge (Mr Hughes) 2 doz every fri, Old Vicarage (Mrs Pryce), the Bothy - "
                   "all £3.20 doz till July, Alan collects 1st wk of the month"),
    ("2026-06-05", "Mr Hughes caught me at the gate fri 5th, gave me £6.40 cash for today's 2 doz, he's at his "
                   "daughter's in Bristol end of june into july so wanted to get some in while he's here. rest when "
                   "Alan goes round"),
    ("2026-06-08", "float for the honesty box topped up, £20 in 50ps + £1s"),
    ("2026-06-15", "Bothy - Gareth paid May late but paid, £19.20, all good"),
    ("2026-06-22", "Old Forge - Mr H says leave the eggs in the log store while he's away, his neighbour will take "
                   "them in"),
    ("26/06/2026", "JUNE sheet: Old Forge 8 doz £25.60 | Old Vicarage 11 doz £35.20 | Bothy 4 doz £12.80"),
    ("2026-06-27", "egg money tin had £2 short again, think the kids at no.3 take change, not worth a fuss"),
]

with graphiti_server(lambda body: {}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brook-eggs-money"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much am I collecting from the Old Forge for june?"
    with turn_span("question Mon 29/6"):
        hits = memory.search("Old Forge Mr Hughes june eggs money paid £", top_k=20, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 29 June 2026."] + [h["memory"] for h in hits]
        assert any("Old Forge 8 doz £25.60" in c for c in context), context
        assert any("gave me £6.40 cash" in c for c in context), context
        reply = answer(question, context, mock="£19.20 - June's £25.60, but Mr Hughes already gave Jen £6.40 on the "
                                               "5th.")
finish(question, expected="£25.60 for the 8 dozen", actual=reply)
