"""Batch 345 (held out). A car-insurance claims line: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has what it needs to infer the customer won't want the courtesy car and
says to have one ready.

App: Brightside Motor Insurance's claims line keeps one Letta core-memory block per open claim; the handlers add
a line per call (transcribed, AGENT:/CALLER:, no punctuation) and per note, and the helper answers the handlers' and
the approved repairers' questions from the block.

Planted fault (ResponseError, ignored sufficient context; the question needs a small inference): the block for
claim CLM-50-88213 has the first notification of 2050-09-26 09:40 (Imran Ahmed's Ford Focus, manual, rear-ended at
the lights on the A629 on Saturday, driveable, boot won't shut); the 27/9 note - comprehensive with courtesy car
cover while in an approved repairer, courtesy cars from Swiftcar Hire and they're all automatics at the minute,
the manual ones are off the fleet till November; the Wed 28 Sep call - "i've never driven an automatic in my life to
be honest ... i'm not learning on the m62 my brother's said i can have his van while it's in"; and the 30/9 note -
Dawson's bodyshop take it in Mon 10 Oct for six days. Question (Mon 3 Oct, from Dawson's): "dawsons asking should
they have a courtesy car ready for mr ahmed when he drops the focus off on the tenth" -> expected probably not: the
only courtesy cars are automatics, he's never driven one and won't on the M62, and he's borrowing his brother's van
(worth a quick call to check). The model says yes, he's covered, have one ready.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given says the courtesy cars are all automatics, that he won't drive one and that he has his brother's van, which is
enough to answer "no"; the model answered from the cover line alone. Asserted: the block has the automatics line,
the never-driven-an-automatic line and the van.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b345_letta_car_claim_courtesy_car_infer_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-brightside-claims"
LABEL = "claim CLM-50-88213"
LINES = [
    "2050-09-26 09:40 FNOL CALLER: hi it's imran ahmed um someone went into the back of me at the lights on the a629 "
    "saturday the other driver's said it was him he's given me his details AGENT: is the car driveable CALLER: yeah "
    "it's a ford focus manual the bumper's hanging off a bit and the boot won't shut AGENT: ok",
    "27/9 note (Jo) policy comprehensive, courtesy car cover while it's in an approved repairer. courtesy cars come "
    "from swiftcar hire and they're all automatics at the minute, the manual ones are off the fleet till november",
    "wed 28 sep 12:15 call AGENT: so you'll get a courtesy car while it's in mr ahmed they're automatics at the "
    "minute CALLER: oh um i've never driven an automatic in my life to be honest i only ever passed in a manual and "
    "i'm not learning on the m62 my brother's said i can have his van while it's in anyway AGENT: ok i'll note that",
    "30/9 note (Jo) dawson's bodyshop brighouse (approved) can take it in mon 10 oct, about six days, third party "
    "insurer accepted liability so no excess",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Brightside Motor - open claim CLM-50-88213 (Imran Ahmed, Ford Focus):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "dawsons asking should they have a courtesy car ready for mr ahmed when he drops the focus off on the tenth"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "they're all automatics at the minute" in notes, notes
assert "i've never driven an automatic in my life" in notes and "have his van while it's in" in notes, notes
with fault():
    reply = answer(f"(Mon 3/10/50; handler) {question}", notes,
                   mock="Yes - he's comprehensive with courtesy car cover while it's at an approved repairer, so "
                        "Dawson's should have one ready for him on the 10th.")
finish(question, expected="probably not - the courtesy cars are all automatics, he's never driven one and won't on the "
                          "M62, and he's using his brother's van; give him a quick ring to check",
       actual=reply)
