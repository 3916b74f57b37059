"""Batch 349 (held out). A restaurant's supplier price list: Letta core memory block (offline stand-in), script
style (every call its own trace); the answer call has a changed supplier row in its block and answers from the old
row.

App: The Quayside Kitchen, a 40-cover bistro in Whitby, keeps its supplier price list in a "suppliers" block on its
Letta kitchen agent - pipe-separated rows (supplier | item | unit | price | delivers | notes) under a header line,
with a changed row re-entered lower down rather than edited, and the head chef's notes as bullets. The sous chefs
ask it what they can order.

Planted fault (ResponseError, ignored sufficient context): the block has the February list (2051-02-01) with
Hartley's Fish | hake fillet | kg | £13.80 | Mon-Sat | order by 2pm day before; Dan's (head chef) line of 22/3 that
the Friday special from April is hake with mussels and samphire and the fish MUST come in the same day - nothing
held overnight for the special; and, lower down, Hartley's row re-entered 1/4: hake fillet £14.20, delivers Tue /
Thu / Sat only (they've dropped the Monday, Wednesday and Friday van). Question (Wed 5/4, Kasia, sous chef): "can we
get the hake for friday's special from Hartley's? want to put the order in" -> expected no: Hartley's don't deliver
on a Friday any more, and Thursday's drop would be held overnight, which Dan has ruled out for the special - it
needs another supplier for Friday. This is the small inference: neither row says "no" on its own; the new delivery
days plus Dan's same-day rule do. The model says yes, order by 2pm Thursday for Friday.

Why the expected verdict is ResponseError at litellm.completion (the answer call, which fault() wraps): the block the
model was given has the re-entered row with Tue / Thu / Sat only and Dan's same-day rule, and the model answered
from the superseded Mon-Sat row. Asserted: the block has the old row, the re-entered row and Dan's line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b349_letta_restaurant_supplier_hake_friday_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-quayside-kitchen"
LABEL = "suppliers"
LINES = [
    "2051-02-01 price list (Dan)\n"
    "supplier | item | unit | price | delivers | notes\n"
    "Hartley's Fish | hake fillet | kg | £13.80 | Mon-Sat | order by 2pm day before\n"
    "Hartley's Fish | mussels | 5kg net | £17.50 | Mon-Sat | rope grown, Shetland\n"
    "Moorside Farm | beef shin | kg | £11.40 | Mon/Wed/Fri | min order £60\n"
    "Eskdale Greens | samphire | kg | £16.00 | Tue/Fri | seasonal, from Apr",
    "22/3 Dan - from April the fri special = hake w/ mussels + samphire. fish MUST come in same day for it, nothing "
    "held overnight for the special, I mean it",
    "1/4 row changes, re-entered:\n"
    "Hartley's Fish | hake fillet | kg | £14.20 | Tue/Thu/Sat ONLY | they've dropped the Mon/Wed/Fri van\n"
    "Hartley's Fish | mussels | 5kg net | £18.00 | Tue/Thu/Sat ONLY |",
    "3/4 Kasia - Eskdale samphire confirmed for fri, 2kg standing order",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "The Quayside Kitchen - supplier price list:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can we get the hake for friday's special from Hartley's? want to put the order in"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Hartley's Fish | hake fillet | kg | £13.80 | Mon-Sat |" in notes, notes
assert "Hartley's Fish | hake fillet | kg | £14.20 | Tue/Thu/Sat ONLY |" in notes, notes
assert "fish MUST come in same day for it, nothing held overnight" in notes, notes
with fault():
    reply = answer(f"(Wed 5/4/51; Kasia) {question}", notes,
                   mock="Yes - Hartley's deliver Mon-Sat, so get the hake order in by 2pm Thursday for Friday.")
finish(question, expected="no - Hartley's only deliver Tue/Thu/Sat now, and Thursday's drop would be held overnight, "
                          "which Dan won't have for the special", actual=reply)
