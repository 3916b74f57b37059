"""Batch 340 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Masala Route is an online importer in Mumbai that brings foreign spices into India (Mexican chillies, za'atar
from Lebanon, Sichuan pepper, Tasmanian pepperberry) and sells a monthly "World Spice Box". The team (Imran) and
the customer add lines to a block on the customer's Letta agent; the helper answers the customer from it. Prices are
in rupees. The customer here is Neha Kulkarni in Pune.

Memory: 01.03.2026 Neha - subscription World Spice Box, INR 1,450 a month, delivery to Pune around the 5th;
18/03/2026 Imran - April box for Neha: chipotle morita 50 g (Mexico), za'atar 100 g (Lebanon), Sichuan pepper 50 g
(China); 21.03.2026 Neha - no more sumac please, and can she pause the box in May, they travel; 27/03/2026 Imran -
the Sichuan pepper lot from Chengdu is held in customs at Nhava Sheva and will not be ready for April, so Neha's
April box has Tasmanian pepperberry 30 g instead, same value, she is informed by e-mail; May box paused. Question
(02.04.2026, Neha): "Which spices will come in my April box? I want to plan the cooking with my sister." The
assistant says chipotle morita, za'atar and Tasmanian pepperberry (in place of the Sichuan pepper held in customs).
The label says chipotle morita, za'atar and Sichuan pepper - the April plan from before the substitution.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b340_ctl_letta_spice_april_box_list_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-masala-route-neha-kulkarni"
LABEL = "spice box"
LINES = [
    "01.03.2026 Neha - I start the subscription 'World Spice Box', ₹1,450 per month, delivery to Pune around the 5th "
    "of every month. Payment by UPI autopay.",
    "18/03/2026 Imran (Masala Route) - April box plan for Neha: chipotle morita 50 g (Mexico), za'atar 100 g "
    "(Lebanon), Sichuan pepper 50 g (China). Recipe cards in the box.",
    "21.03.2026 Neha - please no more sumac in the future boxes, we have too much from February. Also is it possible "
    "to pause the box in May, we are travelling.",
    "27/03/2026 Imran (Masala Route) - the Sichuan pepper lot from Chengdu is held in customs at Nhava Sheva, it "
    "will not be ready for April. In Neha's April box we put Tasmanian pepperberry 30 g instead, same value, she is "
    "informed by email. May box is paused as she asked.",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Masala Route - Neha Kulkarni, World Spice Box:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "Which spices will come in my April box? I want to plan the cooking with my sister."
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "chipotle morita 50 g (Mexico), za'atar 100 g (Lebanon), Sichuan pepper 50 g (China)" in notes, notes
assert "we put Tasmanian pepperberry 30 g instead" in notes, notes
reply = answer(f"(02.04.2026; Neha Kulkarni) {question}", notes,
               mock="Your April box has chipotle morita 50 g, za'atar 100 g and Tasmanian pepperberry 30 g - the "
                    "pepperberry comes instead of the Sichuan pepper, which is stuck in customs.")
finish(question, expected="chipotle morita, za'atar and Sichuan pepper", actual=reply)
