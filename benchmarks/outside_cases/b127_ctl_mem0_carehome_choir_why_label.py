"""Batch 127 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), search, one root span per note and one for the question.

App: Leanne, activities coordinator at Beechwood House care home, stores her notes (entertainers, visitors,
families) in mem0 as she writes them; the carers ask the helper when the residents want to know what's on.

Memory: 3/3 St Mary's choir coming Fri 13th at 2pm for the lent songs, Pam bringing 14 of them; Mon 9 Mar Pam rang -
they might not make Fri, their organist's poorly, she'll let me know weds; 11.3. Pam again - the organist's right as
rain, but the church minibus failed its MOT and there's no way of getting 14 of them up the hill, they're gutted, try
again after easter (could we lend them ours? ask Gill); Doris's 90th Sat 14th. Question (Thu 12/3, Kerry, a carer):
"why isnt the choir coming tmrw? the ladies in the lounge are asking" The assistant says their church minibus failed
its MOT, so they can't get up here - they'll come after Easter. The label says their organist's poorly - in memory,
Pam's first guess on the Monday.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b127_ctl_mem0_carehome_choir_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "beechwood-activities"
NOTES = [
    ("3/3", "St Mary's choir coming fri 13th 2pm for the lent songs, Pam's bringing 14 of them. tea + biscuits in "
            "the lounge after, get the big urn out"),
    ("Mon 9 Mar", "Pam rang - choir might not make fri, their organist's poorly. she'll let me know weds either way"),
    ("11.3.", "Pam again - organist's right as rain now bless him, but the church minibus failed its MOT so there's "
              "no way of getting 14 of them up the hill. they're gutted, said we'd try again after easter. could we "
              "lend them ours?? ask Gill"),
    ("11.3.", "Doris's 90th sat 14th - family have the conservatory 2-4, cake from Greggs, we do sandwiches"),
    ("Tue 10/3", "bingo prizes running low - need bubble bath + choc, £20 from the comfort fund"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="beechwood-activities"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "why isnt the choir coming tmrw? the ladies in the lounge are asking"
    with turn_span("question Thu 12/3"):
        hits = []
        for query in ("St Mary's choir coming friday", "Pam rang choir not coming why", "organist minibus Pam"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 12 March 2037. You are talking to Kerry, a carer at Beechwood House."]
        for h in hits:
            line = f"({(h.get('metadata') or {}).get('date', '')}) {h['memory']}"
            if line not in context:
                context.append(line)
        assert any("their organist's poorly" in c for c in context), context
        assert any("church minibus failed its MOT" in c for c in context), context
        reply = answer(question, context, mock="Their church minibus failed its MOT, so they've no way of getting "
                                               "everyone up here - the organist's fine now. They'll come after "
                                               "Easter instead.")
finish(question, expected="their organist's poorly", actual=reply)
