"""Batch 299 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Paws at Home, a small pet sitting and dog walking service in Hebden Bridge. Leanne (who runs it) puts what
clients tell her into the service's helper with ``memory.add(..., infer=False)``; Poppy, who does some of the walks,
asks it things on the go.

Memory: 2051-05-06T10:00 - new dog walking client, Bramble (springer cross, 3) at the Whitworths' on Birchcliffe Rd,
very good recall, fine off lead on the rec and up the fields, loves a ball, 1 hr walks Mon/Weds/Fri; 19/5 -
harness not collar, towel by the back door, treats in the blue tin; Thu 29th May - Mrs W rang, Bramble went after
the sheep up Heptonstall Rd on Saturday and the farmer's not impressed, so she's on the lead everywhere now till
she's done her training, even the rec, the long line's on the hook if you want to give her a bit more room; 2/6 -
paid for June, key under the plant pot. Question (Mon 9/6, Poppy, on the rec): "is Bramble ok off the lead on the
rec? she's going mad for her ball 😂" The assistant says no - on the lead everywhere, even the rec, since she went
after the sheep; use the long line for the ball. The label says yes, she's fine off lead on the rec, good recall.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b299_ctl_mem0_pet_sitting_off_lead_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "paws-at-home-walks"
NOTES = [
    ("2051-05-06T10:00", "2051-05-06T10:00 new walking client 🐕 Bramble, springer x, 3, the Whitworths on "
                         "Birchcliffe Rd. v good recall, fine off lead on the rec + up the fields, LOVES a ball. 1hr "
                         "walks mon/weds/fri, £12 a walk"),
    ("19/5", "19/5 Bramble - harness not collar (she pulls like a train), towel by the back door for muddy paws, "
             "treats in the blue tin not the red (red's the cat's)"),
    ("Thu 29th May", "Thu 29th May Mrs W rang - Bramble went after the sheep up Heptonstall Rd on sat + the farmer's "
                     "not impressed 😬 so ON THE LEAD everywhere now till she's done her training, even the rec. "
                     "long line's on the hook if u want to give her a bit more room"),
    ("2/6", "2/6 Whitworths paid for june 👍 key's under the plant pot by the shed now, not the mat"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="paws-at-home-walks-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "is Bramble ok off the lead on the rec? she's going mad for her ball 😂"
    with turn_span("question Mon 9/6"):
        hits = []
        for query in ("Bramble off lead", "can the dog go off the lead on the rec", "Bramble recall ball"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 9 June 2051. You are talking to Poppy, who's walking Bramble for Paws at Home."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("fine off lead on the rec + up the fields" in c for c in context), context
        assert any("ON THE LEAD everywhere now" in c and "even the rec" in c for c in context), context
        reply = answer(question, context, mock="No - keep her on the lead, even on the rec. She went after the sheep "
                                               "up Heptonstall Rd, so it's lead everywhere till she's done her "
                                               "training. The long line's on the hook if you want to throw the ball.")
finish(question, expected="yes - she's fine off lead on the rec, good recall", actual=reply)
