"""Batch 19 (held out), CONTROL. The dog-walking business's client notes: mem0 Memory (infer=False, each line
stored as written; in-memory qdrant), ``get_all``, script style.

App: Gemma's walkers look up client details in the app; each client note is stored verbatim with
``memory.add(..., infer=False)``. Sixteen notes: walk times, keys, quirks, prices.

Nothing is planted. The Murrays' note reads "Luna (Murray, 14 Beech Gr) - solo walk Mon-Thu 11.30, Fridays she's 2
not 11.30 as Mrs M wfh Fri mornings and Luna goes mental if she sees us. GBP 16/walk". Question: "What time's Luna's
walk on Friday?" The assistant answers 2pm, which is right. The label says "11.30", the time for Monday to
Thursday, which the same note sets aside for Fridays.

Expected verdict: AnnotationError (the label is the time for the other weekdays). Asserted: the note with both times
is stored and in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b19_ctl_mem0_dogwalk_friday_slot_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

BIZ = "muddy-paws"
LINES = [
    "Biscuit (Okoro, 22 Fenwick Rd) - group walk Mon/Wed/Fri 12-1, Fri moves to 1-2 from 13/6. GBP 14",
    "Rex + Milo (Henderson) - keysafe side gate 4410, Rex on lead only (recall rubbish). Tue/Thu 10am, GBP 22 for both",
    "Luna (Murray, 14 Beech Gr) - solo walk Mon-Thu 11.30, Fridays she's 2 not 11.30 as Mrs M wfh Fri mornings and "
    "Luna goes mental if she sees us. GBP 16/walk",
    "Luna - no jumping in the van for 2 wks after spay (till 4/6), lead only 1 more wk after that",
    "Patels - Bramble (lab) Mon/Tue lunchtimes with Priya's group, key with Priya",
    "Murrays key on the hook, red tag. Back door, alarm code 2580 then # (only if they've set it)",
    "Staffie enquiry Orchard Way - meet & greet Tue 10/6 5pm, name Tyson, 4yo, ok with other dogs apparently",
    "Prices from Sept: group GBP 15, solo GBP 17 - letter to all clients by end of July",
    "Mrs Murray asked about a Sat walk 21/6 (they're at a wedding) - Tomasz can do 11am",
    "Okoros back door sticks - lift the handle",
    "Bramble eats anything - check his mouth at the rec (chicken bones by the bins!!)",
    "Hendersons away 18-25/7, Rex + Milo need 2 walks a day + feeding, quoted GBP 40/day",
    "Van: dog guard rattles, Tomasz to look at it. Spare leads in the door pocket",
    "Murrays pay by BACS monthly, always on time",
    "Luna's harness is the blue one on the hook by their back door, NOT the collar",
    "Biscuit now ok off lead at the rec (Okoros said yes 30/5)",
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clients"))
    for line in LINES:
        memory.add([{"role": "user", "content": line}], user_id=BIZ, infer=False)
    question = "What time's Luna's walk on Friday?"
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": BIZ}, top_k=200)["results"]]
    assert any("Fridays she's 2 not 11.30" in s for s in stored), stored
    reply = answer(question, stored, mock="2pm - on Fridays Luna goes at 2 rather than 11.30 because Mrs Murray works "
                                          "from home in the mornings.")
finish(question, expected="11.30", actual=reply)
