"""Batch 148 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: the roof appeal committee at St Thomas', Greetland (Revd Helen the vicar, Geoff the churchwarden, Jean who
does the lunches) leave their notes with the helper through ``memory.add(..., infer=False)`` and ask it things
before the service on Sun 21st June 2037, when the new lead on the nave roof is blessed.

Memory: Revd Helen, 14/3: the Bishop of Huddersfield is coming to bless the new lead on Sun 21st June, 10.30
service, Jean's doing a lunch after in the hall; Geoff, Weds 8 Apr: the thermometer's been repainted, £23k-odd;
Jean, 16th may: the lunch (60-ish, the MU doing puddings, a second urn wanted); Revd Helen, Tue 2/6: heard from the
bishop's chaplain - she's been asked to go to the synod in York that weekend, so the archdeacon will do the blessing
on the 21st; she sends her love and a cheque for the appeal. Question (Thu 18/6, Jean): "is the bishop coming
sunday? want to know if the best china's coming out" The assistant says no - she's at the synod in York; the
archdeacon is doing the blessing (and she's sent a cheque). The label says yes - in memory, Helen's first note that
the bishop is coming to bless the lead.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b148_ctl_mem0_roof_bishop_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-thomas-greetland-roof-appeal"
NOTES = [
    ("14/3", "Revd Helen", "great news - the Bishop of Huddersfield is coming to bless the new lead!! sun 21st june, "
                           "10.30 service, Jean's doing a lunch after in the hall"),
    ("Weds 8 Apr", "Geoff", "thermometer repainted by the lych gate, shows £23k odd now. need a ladder for the top "
                            "bit when we get there"),
    ("16th may", "Jean", "lunch on the 21st - 60 ish, quiche + salads, the MU doing puddings. need someone to lend "
                         "a 2nd urn"),
    ("Tue 2/6", "Revd Helen", "heard from the bishop's chaplain - she's been asked to go to the synod in York that "
                              "wkend so the archdeacon'll do the blessing on the 21st. she sends her love + a cheque "
                              "for the appeal"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: no extraction call is expected


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-thomas-roof"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})
    question = "is the bishop coming sunday? want to know if the best china's coming out"
    with turn_span("question Thu 18/6"):
        hits = memory.search("bishop coming sunday blessing the lead 21st", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Thu 18 June 2037. You are talking to Jean, who is doing the lunch after Sunday's "
                   "service at St Thomas', Greetland."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Bishop of Huddersfield is coming to bless" in c for c in context), context
        assert any("synod in York" in c and "archdeacon'll do the blessing" in c for c in context), context
        reply = answer(question, context, mock="No - she's been asked to the synod in York that weekend, so the "
                                               "archdeacon's doing the blessing. She's sent her love and a cheque "
                                               "for the appeal.")
finish(question, expected="yes", actual=reply)
