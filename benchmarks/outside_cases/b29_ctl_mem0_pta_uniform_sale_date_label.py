"""Batch 29 (held out), control. A primary school PTA's committee notes: mem0 Memory with ``infer=False`` (each note
stored as written; local model server for embeddings, in-memory qdrant), search, script style.

App: the Friends of Oakfield Primary keep their committee notes in mem0 under the PTA's user id and ask the
assistant from a search. The second-hand uniform sale was first put down for Friday 13 June after school in the
hall. Then the Year 6 play took the hall for rehearsals every afternoon until the play is done, and Priya, who runs
the sale, agreed with the head to hold it on the last Friday of term, 18 July, in the playground by the gates,
"better for Sept buying tbh".

No fault planted. Question (Tue 10/6): "when's the uniform sale? yyyy-mm-dd pls for the school comms app". The
model answers 2025-07-18, right per memory. The label says 13 June, the date first put down. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b29_ctl_mem0_pta_uniform_sale_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fop-committee"
NOTES = [
    ("2025-05-08", "Mtg 8/5 - uniform sale Fri 13/6 after sch 3.15-4 in the hall, £1 an item or £5 a bag, Priya + "
                   "Jen running it. Donations in the box by the office til 6th"),
    ("2025-05-08", "Summer fair Sat 28/6 12-3.30, raffle prizes - Hannah chasing Go Ape, Tesco said yes to a hamper"),
    ("2025-05-15", "Ravi - we've £1,214 in the acct, minus the bouncy castle dep (£80) = 1,134"),
    ("2025-05-22", "Uniform donations box full already!! mostly jumpers age 5-6 + loads of PE shorts"),
    ("2025-06-02", "Mrs Khan emailed - Y6 are doing Oliver! 10-11 July, rehearsals in the hall every afternoon from "
                   "Mon 9/6, hall's theirs after school til the play's done, sorry PTA"),
    ("2025-06-04", "Priya - chatted w Mrs K re uniform, we'll do it on the last Fri of term in the playground by the "
                   "gates, 18 July, 2.30 til the kids come out. Better for Sept buying tbh. Rails from the scouts"),
    ("2025-06-05", "Year 2 cake sale Fri 13/6 at pick up, in the playground, 50p a cake"),
    ("2025-06-09", "Jen - need a float for uniform, £20 in coins, and carrier bags"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fop-committee"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "when's the uniform sale? yyyy-mm-dd pls for the school comms app"
    hits = memory.search("uniform sale date Fri hall playground Priya", top_k=10, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Tue 10/6/25."] + [h["memory"] for h in hits]
    assert any("uniform sale Fri 13/6 after sch" in c for c in context), context
    assert any("last Fri of term in the playground by the gates, 18 July" in c for c in context), context
    reply = answer(question, context, mock="2025-07-18 - the last Friday of term, 2.30 in the playground by the "
                                           "gates, as the hall's taken by the Y6 play rehearsals.")
finish(question, expected="13 June", actual=reply)
