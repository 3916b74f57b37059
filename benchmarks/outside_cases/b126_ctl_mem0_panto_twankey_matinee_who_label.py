"""Batch 126 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each message stored
as written; in-memory qdrant), one root span per message and one for the question.

App: the Brackley Players' cast and committee WhatsApp goes into mem0 message by message; the helper answers whoever
asks from a search of it.

Memory: Marion (director), 14/11: cast list - Widow Twankey Phil Barker, Aladdin Jess, Abanazar Ken, Wishee Washy
Kev, princess Sita; Gary understudies Twankey + Abanazar; Pauline, 22.11.: matinee Sat 17th Jan 2.30, evening 7.30;
Phil, 3/1: "our Lucy's wedding's been brought forward to sat 17th, so I'll be at the do all afternoon - Gary's all
over the lines, he'll be grand, I'll be back for the evening one"; Gary, 5/1: wig fitting done, Jan's taking the
frock in. Question (Thu 15/1, Pauline, doing the programme insert): "who's our twankey at the sat matinee? doing the
insert for the programmes" The assistant says Gary (Phil's at his daughter's wedding, back for the evening). The
label says Phil Barker - in memory, the Twankey on the cast list.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b126_ctl_mem0_panto_twankey_matinee_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brackley-players"
MESSAGES = [
    ("14/11", "Marion", "CAST LIST Aladdin - Widow Twankey: Phil Barker, Aladdin: Jess, Abanazar: Ken, Wishee Washy: "
                        "Kev, Princess: Sita, Genie: Asha. understudies - Gary for Twankey + Abanazar, Sue for the "
                        "girls. scripts in the green room"),
    ("22.11.", "Pauline", "show times: thu 15 + fri 16 jan 7.30, sat 17th matinee 2.30 + evening 7.30. tickets "
                          "£12/£8, matinee nearly full"),
    ("3/1", "Phil", "bit of news - our Lucy's wedding's been brought forward to sat 17th so I'll be at the do all "
                    "afternoon. Gary's all over the lines, he'll be grand. I'll be back for the evening one, might "
                    "still have confetti in me wig"),
    ("5/1", "Gary", "wig fitting done, Jan's taking the frock in a bit at the waist. bit nervous but buzzing"),
    ("6/1", "Marion", "programme insert goes to the printers fri 16th am, Pauline's doing it - any cast changes for a "
                      "show go on it"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brackley-players"))
    for i, (day, who, text) in enumerate(MESSAGES, 1):
        with turn_span(f"message-{i} {day}"):
            memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})
    question = "who's our twankey at the sat matinee? doing the insert for the programmes"
    with turn_span("question Thu 15/1"):
        hits = memory.search("Widow Twankey sat matinee 17th Phil Gary", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Thu 15 Jan 2037. You are talking to Pauline, who does the Brackley Players' "
                   "programmes."]
        context += [h["memory"] for h in hits]
        assert any("Widow Twankey: Phil Barker" in c for c in context), context
        assert any("Lucy's wedding's been brought forward to sat 17th" in c for c in context), context
        assert any("sat 17th matinee 2.30" in c for c in context), context
        reply = answer(question, context, mock="Gary - Phil's at his daughter Lucy's wedding on the Saturday "
                                               "afternoon. Phil's back for the evening show.")
finish(question, expected="Phil Barker", actual=reply)
