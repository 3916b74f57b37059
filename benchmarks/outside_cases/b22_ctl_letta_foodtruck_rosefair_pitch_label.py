"""Batch 22 (held out), control. A food truck's summer events: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Lena ("Bao Down", a bao and noodle truck) appends event notes to an "events" block on a Letta agent and asks
from the block. For the Wisbech Rose Fair (Sat 28/6) the organiser first put the truck on the Crescent by the
museum; then Lena rang the council - the Crescent's cobbles have a 3.5 tonne limit and the truck is 3.9 loaded - and
Jan, the organiser, found them a spot on the Market Place by the Clarkson memorial, same money.

No fault planted. Question (Wed 25/6): "Where are we parking up for the Wisbech Rose Fair?" The model answers the
Market Place by the Clarkson memorial, right per memory. The label says the Crescent by the museum. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b22_ctl_letta_foodtruck_rosefair_pitch_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-baodown"
LINES = [
    "Sat 7/6 Peterborough beer fest - 2 days, GBP 150, their power, sold out of pork by 4 Sat!!",
    "Rose Fair Wisbech Sat 28/6 10-5 - Jan (organiser) has put us on the Crescent by the museum, GBP 95, no power so "
    "bring the genny",
    "Gas safety cert renewed 12/6, GBP 110, copy in the glovebox + emailed to Jan",
    "Truck weighed at the tip weighbridge on the way back from Ely - 3.9t loaded with water + gas. Heavier than I "
    "thought",
    "Midsummer fair Cambridge 18-22/6 - didn't get in, 200 applied for 12 food slots",
    "Rang Wisbech council re the Crescent - cobbles have a 3.5t limit, no way round it. Jan's found us a spot on the "
    "Market Place by the Clarkson memorial, same money, power there too",
    "Rose Fair menu: pork belly bao, mushroom bao, sesame noodles, lychee lemonade. No bubble tea (no power for the "
    "sealer? - there is now, bring it)",
    "Marta + me for Wisbech, Dev off. Set up from 8.30, Market Place access via Hill St",
    "Sun 29/6 Newmarket market as usual, Pat + Dev",
    "Order buns from Wing Yip for Wisbech - 20 packs",
]

server = fake_letta()
server.add_agent(AGENT, events="Bao Down events:")
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("events", agent_id=AGENT)
    client.agents.blocks.update("events", agent_id=AGENT, value=block.value + "\n- " + line)

question = "Where are we parking up for the Wisbech Rose Fair?"
notes = client.agents.blocks.retrieve("events", agent_id=AGENT).value
assert "put us on the Crescent by the museum" in notes and "Market Place by the Clarkson memorial" in notes, notes
reply = answer(f"(Wed 25/6) {question}", notes,
               mock="On the Market Place by the Clarkson memorial - the Crescent's cobbles have a 3.5t limit and the "
                    "truck's 3.9t loaded. Access via Hill St, set up from 8.30.")
finish(question, expected="The Crescent, next to the museum", actual=reply)
