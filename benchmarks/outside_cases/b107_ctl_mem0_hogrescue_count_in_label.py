"""Batch 107 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
written; the local embedding server; in-memory qdrant), search, one root span per note.

App: Pauline's hedgehog rescue (Prickles & Paws, Ilkley) keeps her notes in mem0 as she types them; the helper
answers from a search.

Memory: September's intakes were Bramble, Conker, the hoglets Pip and Squeak, and Nutmeg - "5 in so far this
month"; on 22/9 Pip didn't make it through the night and was buried by the compost; on Sat 3/10 Nutmeg went back
out in the garden on Valley Drive she came from, 702g, "off she trotted under the hedge"; Bramble is with Linda,
Conker with Pauline, Squeak on formula. Question (Mon 12/10, the council's wildlife officer's form): "how many hogs
have we got in at the moment?" The assistant says 3 (Bramble, Conker and Squeak). The label says 5.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b107_ctl_mem0_hogrescue_count_in_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "prickles-rescue"
NOTES = [
    ("30/9/37", "Sept intakes: Bramble (12/9, Church Fields), Pip + Squeak (hoglets, 20/9, nest strimmed on "
                "Cowpasture Rd, poor mites), Nutmeg (24/9, Valley Dr garden, thin), Conker (26/9, cat bite). 5 in "
                "so far this month, busiest sept yet"),
    ("22.9", "Pip didn't make it thru the night, he was just too small. buried him by the compost. Squeak's "
             "taking the formula ok, 2 hrly feeds, I'm shattered"),
    ("Sat 3 Oct", "Nutmeg back out in her garden on Valley Dr tonight, 702g, the family were so pleased. off she "
                  "trotted under the hedge :)"),
    ("5/10", "Bramble still at Linda's, 571g. Conker still here w me, leg much better"),
    ("Fri 9th Oct", "Squeak 310g!! on mushed kitten food now, no more night feeds thank god"),
    ("10-10-37", "Raj (new fosterer) signed up - shed + heat pad, can take the next one"),
]

with graphiti_server(lambda body: {}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="prickles-notes"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how many hogs have we got in at the moment? its for the council form"
    with turn_span("question Mon 12/10"):
        hits = memory.search("hedgehogs in care now intakes how many", top_k=20, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 12 October 2037. You are talking to Pauline."] + [h["memory"] for h in hits]
        assert any("5 in so far this month" in c for c in context), context
        assert any("didn't make it thru the night" in c for c in context), context
        assert any("off she trotted" in c for c in context), context
        reply = answer(question, context, mock="3 - Bramble at Linda's, Conker with you and little Squeak (Pip "
                                               "didn't make it and Nutmeg's back in her garden).")
finish(question, expected="5 - Bramble, Conker, Pip, Squeak and Nutmeg", actual=reply)
