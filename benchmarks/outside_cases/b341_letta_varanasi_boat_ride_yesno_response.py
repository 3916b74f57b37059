"""Batch 341 (held out). A family planning a pilgrimage to Varanasi: Letta core memory block (offline stand-in),
script style (every call its own trace); the answer call has what makes the boat ride possible for Dadi in its block
and answers no from the part the block has since changed.

App: the Sharma family (9 of them, Dadi included) go to Kashi from 3rd to 7th Feb 2026 - Shiv Ganga Express from
Delhi, a dharamshala near Godowlia, a sunrise boat ride, the Ganga aarti, Kashi Vishwanath darshan. Sandeep bhaiya,
Meenakshi aunty and Rohit add lines to a "kashi trip" block on the family's Letta agent; the helper answers the
family's questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Sandeep bhaiya's 2026-01-03 line (dates,
train, dharamshala, 9 of us incl Dadi); Meenakshi aunty's 6th Jan line - Dadi's knee is still not ok after the op,
Dr Gupta said strictly no stairs, she can manage flat ground with her stick, wheelchair booked at the station;
Rohit's Sun 11-01-2026 line - the sunrise boat ride on 4th Feb at 5.45 am from Dashashwamedh ghat, the steps there
are steep, around 60 down to the water; and Sandeep bhaiya's Wed 14th Jan line - he spoke to boatwala Raju, who will
pick us up from Assi ghat instead, where there's a ramp right down to the water, Rs 2,500 for the whole boat.
Question (Thu 29-01-2026, Ananya): "can Dadi come for the sunrise boat ride or should one of us stay back with her
at the dharamshala?" -> expected yes, she can come. This is a small inference, not a line in the block: Dadi's only
limit recorded is stairs (flat ground with the stick is fine), and the boarding point was moved from the ghat with
60 steps to Assi ghat, which has a ramp to the water, so nothing recorded keeps her off the boat. The model says no
- the Dashashwamedh steps are too many for her knee, someone should stay back.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the doctor's limit (stairs only) and the move to Assi ghat's ramp, and the model answered from the
Dashashwamedh steps the later line replaced. Asserted: the block has the no-stairs line, the steps line and the
Assi ghat ramp line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b341_letta_varanasi_boat_ride_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sharma-family"
LABEL = "kashi trip"
LINES = [
    "2026-01-03 20:10 Sandeep bhaiya - Kashi trip fixed 🙏 3rd-7th Feb, Shiv Ganga Exp from New Delhi, staying at "
    "Shri Ram dharamshala near Godowlia, 9 of us incl Dadi. Rs 1,800 per room per night, 4 rooms",
    "6th Jan Meenakshi aunty - Dadi's knee still not ok after the op, Dr Gupta said strictly no stairs, she can manage "
    "flat ground with her stick. wheelchair booked at Varanasi station, kindly someone stay with her in the crowd",
    "Sun 11-01-2026 Rohit - sunrise boat ride booked for 4th Feb 5.45 am from Dashashwamedh ghat 🌅 but those steps "
    "are steep yaar, around 60 down to the water",
    "Wed 14th Jan Sandeep bhaiya - spoke to boatwala Raju, he'll pick us up from Assi ghat instead, there's a ramp "
    "right down to the water there. Rs 2,500 for the whole boat, he'll take us past Manikarnika also",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sharma family - Kashi trip Feb 2026:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can Dadi come for the sunrise boat ride or should one of us stay back with her at the dharamshala?"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Dr Gupta said strictly no stairs, she can manage flat ground with her stick" in notes, notes
assert "around 60 down to the water" in notes, notes
assert "pick us up from Assi ghat instead, there's a ramp right down to the water" in notes, notes
with fault():
    reply = answer(f"(Thu 29-01-2026; Ananya) {question}", notes,
                   mock="Better one of you stays back with Dadi - the boat goes from Dashashwamedh ghat and there are "
                        "around 60 steep steps down to the water, and Dr Gupta said strictly no stairs.")
finish(question, expected="yes, she can come - Raju picks up from Assi ghat now, which has a ramp to the water, so no "
                          "stairs", actual=reply)
