"""Batch 131 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
one root span per note.

App: the St Peter's, Langford parish magazine team's notes (adverts, printing, distributors) go into mem0 as they
are written (``infer=False``); the helper answers Carol, the editor, from a search of them.

Memory: Carol, 22.5.: june adverts - Hollis plumbing 1/4, the Plough 1/2, Green Fingers 1/4, Bramley Stores 1/4,
all carry on into july; Ted, 3/6: Langford Tyres want a 1/4 from the july issue, paying 6 months up front, £90;
Carol, Weds 10 Jun: Mr Hollis rang - he's hanging up his wrench end of june and moving down to his daughter's in
Devon, so no need to run his after this one, he'll settle up for june at the Plough; Ted: printer's invoice £286 paid.
Question (Mon 22/6, Carol, laying out July): "which adverts are going in july? laying out the back pages tonight"
The assistant says the Plough, Green Fingers, Bramley Stores and Langford Tyres. The label says Hollis Plumbing, the
Plough, Green Fingers and Bramley Stores - in memory, the June list that was to carry on before Mr Hollis rang.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b131_ctl_mem0_parish_mag_july_adverts_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-peters-langford-mag"
NOTES = [
    ("14/3", "Ted: mag account balance £1,120 after the march print. adverts are £30 a 1/4 page an issue, £55 a 1/2"),
    ("22.5.", "Carol: june adverts - Hollis plumbing 1/4, the Plough 1/2, Green Fingers 1/4, Bramley Stores 1/4. all "
              "4 carrying on into july, same sizes"),
    ("3/6", "Ted: Langford Tyres want a 1/4 from the july issue, paying 6 months up front, £90 (did them a deal). "
            "artwork coming from their lad"),
    ("Weds 10 Jun", "Carol: Mr Hollis rang - he's hanging up his wrench end of june + moving down to his daughter's in "
                    "Devon, so no need to run his after this one. he'll settle up for june in the Plough. lovely man, "
                    "he's been in since 1998"),
    ("Fri 12/6", "Ted: Langford Print invoice for may £286, paid from the mag account"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="langford-mag"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "which adverts are going in july? laying out the back pages tonight"
    with turn_span("question Mon 22/6"):
        hits = memory.search("adverts july issue Hollis Plough Green Fingers Tyres", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 22 June 2037. You are talking to Carol, editor of the St Peter's, Langford parish "
                   "magazine."] + [h["memory"] for h in hits]
        assert any("Hollis plumbing 1/4" in c and "carrying on into july" in c for c in context), context
        assert any("hanging up his wrench end of june" in c for c in context), context
        assert any("Langford Tyres want a 1/4 from the july issue" in c for c in context), context
        reply = answer(question, context, mock="The Plough (1/2), Green Fingers, Bramley Stores and Langford Tyres "
                                               "(all 1/4). Mr Hollis is retiring after June, so his doesn't go in.")
finish(question, expected="Hollis Plumbing, the Plough, Green Fingers and Bramley Stores", actual=reply)
