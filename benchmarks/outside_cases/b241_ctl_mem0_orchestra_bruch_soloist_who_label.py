"""Batch 241 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Hebden Bridge Community Orchestra's spring concert is Sat 22nd March 2031 at the Picture House - Brahms 2 and
the Bruch violin concerto with a guest soloist. Maggie (the concert manager) puts her notes into the orchestra's
helper with ``memory.add(..., infer=False)``; the programme editor asks it things.

Memory: 2031-01-12T20:00 - Rosie Chen's confirmed for the Bruch, she's a postgrad at the RNCM, £350 + travel;
Feb 3 - fee agreed, invoice to Keith, she'll do the sat rehearsal on the 15th + the gen on the day; Tue 25th Feb -
Rosie's rung, she's done her wrist in at badminton, out for six weeks at least, gutted; her teacher at the RNCM has
put forward Tomasz Wisniewski, who's played it twice this year and is free the 15th and the 22nd, same fee; Mar 3 -
programmes to the printers Friday, need the soloist's bio + photo. Question (Weds 5/3, Alison, the programme
editor): "who's playing the Bruch? need the name + a bio for the programme" The assistant says Tomasz Wisniewski,
from the RNCM - Rosie Chen's hurt her wrist. The label says Rosie Chen.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b241_ctl_mem0_orchestra_bruch_soloist_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hbco-concert-manager-maggie"
NOTES = [
    ("2031-01-12T20:00", "2031-01-12T20:00 SOLOIST 🎻 Rosie Chen's confirmed for the Bruch!! postgrad at the RNCM, "
                         "lovely player, £350 + travel. concert sat 22nd march at the Picture House 7.30"),
    ("Feb 3", "Feb 3 fee agreed w/ Rosie, invoice to Keith. she'll do the sat rehearsal on the 15th + the gen on "
              "the day, wants the orch tuned to 442 😅"),
    ("Tue 25th Feb", "Tue 25th Feb - Rosie's rung, she's done her wrist in at badminton 😩 out for 6 wks at least, "
                     "gutted. her teacher at the RNCM's put forward Tomasz Wisniewski, he's played it twice this yr, "
                     "free the 15th + the 22nd, same fee 🙏 phew"),
    ("Mar 3", "Mar 3 programmes to the printers fri!! need the soloist's bio + photo, Brahms notes from Derek"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hbco-spring-2031"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's playing the Bruch? need the name + a bio for the programme"
    with turn_span("question Weds 5/3"):
        hits = []
        for query in ("Bruch soloist", "who is the violin soloist", "soloist bio for the programme"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 5 March 2031. You are talking to Alison, who edits the programme for Hebden Bridge "
                   "Community Orchestra (spring concert Sat 22 March)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Rosie Chen's confirmed for the Bruch" in c for c in context), context
        assert any("done her wrist in" in c and "Tomasz Wisniewski" in c for c in context), context
        reply = answer(question, context, mock="Tomasz Wisniewski - Rosie Chen's hurt her wrist, so her teacher at "
                                               "the RNCM put Tomasz forward; he's played the Bruch twice this year. "
                                               "You'll need his bio and photo for Friday.")
finish(question, expected="Rosie Chen", actual=reply)
