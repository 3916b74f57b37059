"""Batch 60 (held out), control. A boxing gym's juniors money notes: mem0 Memory (infer=False; the local model server
only embeds; in-memory qdrant), one root span per note.

App: Tony (Westfield ABC juniors) keeps the subs notes in mem0 as he goes (``memory.add(..., infer=False)``, one
memory per note). Kian's term of subs is 11 weeks at £4 = £44. His mum paid £20 on 3/2, so Tony noted "£24 to
come"; then on the Saturday she gave Dean another tenner at sparring, and Dean put it in the tin and told Tony. So
£14 is still owed.

No fault planted. Question (Tue 9/2, Tony doing the tin): "how much does Kian's mum still owe for subs?" The model
answers £14, right per memory. The label says £24, the figure from before the tenner. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b60_ctl_mem0_boxing_subs_owed_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "westfield-subs"
NOTES = [
    ("2027-01-05", "spring term subs = 11 wks x £4 = £44 per kid, or £4 on the night if they'd rather, most do the "
                   "term"),
    ("12/1/27", "paid the term: Maisie £44, the Marsh twins £88 (their dad, bank transfer), Tyler £44"),
    ("3 Feb", "Kian's mum - £20 cash of the £44, £24 to come, she gets paid end of the month"),
    ("2027-02-06", "Dean: Kian's mum handed me a tenner at sparring sat for his subs, it's in the tin w a post-it"),
    ("Feb 8th", "tin count £212 + the post-it tenner, banked Mon, raffle money kept separate in the brown envelope"),
    ("2027-02-09", "Leah Marsh lost a glove, £15 for a new pair, dad says he'll sort it"),
]

with graphiti_server(lambda body: {}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="westfield-subs"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much does Kian's mum still owe for subs?"
    with turn_span("question Tue 9/2"):
        context = ["Today is Tue 9 Feb 2027."]
        for query in ("Kian's mum subs paid £ to come", "tenner at sparring for his subs tin"):
            for h in memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("£24 to come" in c for c in context), context
        assert any("handed me a tenner at sparring" in c for c in context), context
        reply = answer(question, context, mock="£14 - she's paid £20 and then the tenner Dean took on Saturday, out "
                                               "of £44.")
finish(question, expected="£24", actual=reply)
