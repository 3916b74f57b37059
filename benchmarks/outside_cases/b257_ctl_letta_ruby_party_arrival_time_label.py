"""Batch 257 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Kerry and Dan are throwing a surprise ruby anniversary party for Dan's mum and dad (Margaret and Roy, 40 years
this spring) on Sat 29th April 2051 in the Old Cock's function room - a buffet, a disco, a banner, about 50 guests.
They add lines to a "ruby do" block on their Letta agent as they sort things; the helper answers from it.

Memory: Kerry, 2051-03-05T19:00 - invites out, Sat 29th April, the Old Cock function room, party from 8, it's a
SURPRISE; Dan, Tue 18th April - Uncle Pete's taking them for "a quiet drink" at the Red Lion first and bringing them
in at 8.30, so everyone in by 8.15 at the latest, lights off, he'll text when they're parking; Kerry, 22/4 - the
buffet's out at 9, the DJ from 8. Question (Thu 27/4, Kerry): "what time are Margaret + Roy actually getting there?
Sophie wants to be on the door w/ the banner" The assistant says 8.30 (Uncle Pete's bringing them in then; everyone
in by 8.15). The label says 8pm.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b257_ctl_letta_ruby_party_arrival_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-margaret-roy-ruby"
LABEL = "ruby do"
LINES = [
    "2051-03-05T19:00 Kerry - INVITES OUT ❤️ sat 29th april, the Old Cock function room, party from 8. it's a "
    "SURPRISE so nobody say a word to Margaret, she can't keep a secret to save her life",
    "Tue 18th April Dan - sorted w/ Uncle Pete, he's taking them for 'a quiet drink' at the Red Lion first + "
    "bringing them in at 8.30, so everyone IN by 8.15 latest, lights off 🤫 he'll text me when they're parking",
    "22/4 Kerry - buffet out at 9 (Marco's, hot + cold), DJ from 8, red + gold balloons Sophie's doing",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Margaret + Roy's ruby anniversary party 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time are Margaret + Roy actually getting there? Sophie wants to be on the door w/ the banner"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "party from 8" in notes, notes
assert "bringing them in at 8.30, so everyone IN by 8.15 latest" in notes, notes
reply = answer(f"(Thu 27/4/51; Kerry) {question}", notes,
               mock="8.30 - Uncle Pete's bringing them in from the Red Lion then, so Sophie needs to be set up with "
                    "the banner by 8.15 like everyone else.")
finish(question, expected="8pm", actual=reply)
