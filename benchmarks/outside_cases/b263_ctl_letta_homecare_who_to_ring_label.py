"""Batch 263 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Calder Home Care keep a block per client on the agency's Letta agent; Bev (the coordinator) and Anita (the
on-call senior) add lines to it, and carers ask the helper when they're out on a call.

Memory (the "Mr Denby" block): Bev, 2050-11-15T10:30 - Mr Denby, Illingworth, next of kin his son Mark, ring him for
anything (falls, GP, not eating); Anita, 3/1 - his DNACPR's on the fridge in the purple folder; Bev, Fri 24th Feb -
Mark's moved to Spain for work, so his sister Julie in Sowerby is the first one to ring now for anything on the day,
Mark's still NOK on paper but he can't do much from Malaga, he's fine with it; Anita, Mon 6th Mar - new frame, the
old one's in the shed. Question (Thu 16/3, Kelly, a carer on the morning call): "who do I ring about Mr Denby? found
him on the floor this morning, he's ok just shaken, ambulance has been + gone" The assistant says Julie, his
daughter in Sowerby (Mark's in Spain now). The label says Mark, his son - he's the next of kin.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b263_ctl_letta_homecare_who_to_ring_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-calder-home-care"
LABEL = "Mr Denby"
LINES = [
    "2050-11-15T10:30 Bev - Mr Denby, 7 Moor End Rd Illingworth. 3 calls a day. NOK son Mark (07700 900233) - ring "
    "him for anything, falls, GP, not eating",
    "3/1 Anita - Mr D's DNACPR form's on the fridge, purple folder. paramedics know",
    "Fri 24th Feb Bev - Mark's moved to Spain for work 🇪🇸 so his sister Julie in Sowerby (07700 900561) is 1st to "
    "ring now for anything on the day. Mark's still NOK on paper but he can't do much from Malaga, he's fine with it",
    "Mon 6th Mar Anita - new frame came, the old one's in the shed. he still forgets it going to the loo 🙄",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Calder Home Care - client notes, Mr Denby:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = ("who do I ring about Mr Denby? found him on the floor this morning, he's ok just shaken, ambulance has "
            "been + gone")
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "NOK son Mark (07700 900233) - ring him for anything, falls" in notes, notes
assert "his sister Julie in Sowerby (07700 900561) is 1st to ring now" in notes, notes
reply = answer(f"(Thu 16/3/51; Kelly, carer) {question}", notes,
               mock="Ring Julie, his daughter in Sowerby, on 07700 900561 - she's the first to ring now that Mark's "
                    "in Spain. And let the office know too.")
finish(question, expected="Mark, his son - he's the next of kin", actual=reply)
