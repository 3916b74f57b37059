"""Batch 311 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Hopwood Lane Framers in Halifax - Chris runs it with his wife Bev - keep a "jobs" block on the shop's Letta
agent: what's in, what it's going in, when it'll be ready. The agent answers customers on the shop's website chat.

Memory: Chris, 2051-11-06T16:40 - Mrs Lumb's wedding photo, walnut frame with a cream mount, ready Fri 17th Nov, £85
paid in full; Bev, 10/11 - the wholesaler's short on walnut, ordered; Chris, Tue 14th Nov - the walnut still hasn't
come, the wholesaler says Mon 20th now, so Mrs Lumb's will be Weds 22nd at the earliest, he's texted her and she's
fine, it's not needed till Christmas; Bev, 15/11 - the Christmas rush is on, nothing new guaranteed after 8th Dec.
Question (Thu 16/11, Mrs Lumb on the website chat): "is my wedding photo ready tomorrow? what day can I come and get
it" The assistant says Weds 22nd at the earliest - the walnut's on back order. The label says Friday 17th November.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b311_ctl_letta_framer_collection_what_day_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hopwood-lane-framers"
LABEL = "jobs"
LINES = [
    "2051-11-06T16:40 Chris - Mrs Lumb, wedding photo 💍 walnut frame, cream mount, ready fri 17th nov. £85 pd in "
    "full",
    "10/11 Bev - wholesaler's short on walnut + oak, ordered both. black + silver fine",
    "Tue 14th Nov Chris - walnut STILL not come 🙄 wholesaler says mon 20th now so Mrs Lumb's will be weds 22nd at the "
    "earliest. texted her, she's fine, not needed till xmas",
    "15/11 Bev - xmas rush is on!! nothing new in guaranteed for xmas after 8th dec",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Hopwood Lane Framers - jobs on the bench:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "is my wedding photo ready tomorrow? what day can I come and get it"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "ready fri 17th nov" in notes, notes
assert "Mrs Lumb's will be weds 22nd at the earliest" in notes, notes
reply = answer(f"(Thu 16/11/51; Mrs Lumb) {question}", notes,
               mock="Not tomorrow I'm afraid - the walnut for your frame is late from the wholesaler, so it'll be "
                    "Wednesday 22nd at the earliest. Chris did text you about it.")
finish(question, expected="Friday 17th November", actual=reply)
