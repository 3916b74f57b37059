"""Batch 346 (held out). A school's admissions policy: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the definition of a sibling and the family's details in its block,
and draws the wrong conclusion from them.

App: St Aldhelm's CE Primary School (voluntary aided) answer admissions enquiries with a Letta agent. Mrs Lydia
Marsh (admissions officer) adds lines to an "admissions 2052-53" block: the determined arrangements, the definitions
in §4.2, the enquiry log, FAQ entries.

Planted fault (ResponseError, ignored sufficient context - an inference): the block has the Governing Board's
determination of 20 Feb 2051 (PAN 30; oversubscription criteria: looked-after children, then Siblings, then
children of staff, then regular worshippers with a SIF, then distance); §4.2, where "Sibling" means a brother or
sister living at the same address who will be on roll at the School (Reception to Year 6) on the Date of Admission,
and the Date of Admission is the first day of the autumn term 2052 (Wed 4 Sept 2052); and the enquiry log of
14/03/51 - Mrs Okafor, applying for Reception September 2052 for Chioma, whose brother Daniel "is in Year 5 with us
now", 1.3 miles from the School, no SIF. Question (Mon 2 Oct 2051, Mrs Okafor): "will Chioma get sibling priority?
her brother Daniel's at St Aldhelm's" -> expected no: Daniel was in Year 5 in March 2051, so he is in Year 6 in
2051/52 and will have left in July 2052, before the Date of Admission; he won't be on roll, so Chioma is ranked on
distance (criterion 5). The model says yes, under criterion 2.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the §4.2 definition (on roll on the Date of Admission, Reception to Year 6), the date, and Daniel's year
group as of the enquiry, which together rule the sibling criterion out; the model gave sibling priority. Asserted:
the block has the definition, the Date of Admission and Daniel's "Year 5 with us now" line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b346_letta_school_admissions_sibling_priority_inference_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-aldhelms-admissions"
LABEL = "admissions 2052-53"
LINES = [
    "20 Feb 2051 - Governing Board determined the Admission Arrangements 2052/53 (v1.0, published 28/02/51). PAN "
    "(Reception) 30. Oversubscription criteria (§4.1): (1) looked-after and previously looked-after children; (2) "
    "Siblings; (3) children of staff employed 2+ yrs at the time of application; (4) children of a parent who is a "
    "regular worshipper at St Aldhelm's (SIF required); (5) distance, nearest first",
    "§4.2 definitions: 'Sibling' = brother or sister (incl. half, step, adoptive or foster) living at the same "
    "address, who will be on roll at the School (Reception - Year 6) on the Date of Admission. 'Date of Admission' = "
    "first day of the autumn term 2052, i.e. Wed 4 Sept 2052",
    "Enquiry log 14/03/51 - Mrs Adaeze Okafor: applying for Reception Sept 2052 for Chioma (DOB 02/02/2048). Older "
    "son Daniel is in Year 5 with us now. Home address 1.3 miles from the School (LA measurement). No SIF - family "
    "attend St Mark's",
    "FAQ 6 - late applications (after 15 Jan 2052) are considered after all on-time applications, regardless of "
    "criteria. FAQ 7 - waiting list held until 31 Dec 2052, ranked by the §4.1 criteria",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St Aldhelm's CE Primary School - admissions 2052/53 (Reception):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "will Chioma get sibling priority? her brother Daniel's at St Aldhelm's"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "who will be on roll at the School (Reception - Year 6) on the Date of Admission" in notes, notes
assert "Wed 4 Sept 2052" in notes, notes
assert "Older son Daniel is in Year 5 with us now" in notes, notes
with fault():
    reply = answer(f"(Mon 2 Oct 2051; Mrs Okafor) {question}", notes,
                   mock="Yes - as Daniel is at St Aldhelm's, Chioma will be ranked under criterion 2 (Siblings), "
                        "after looked-after children.")
finish(question, expected="no - Daniel (Year 5 in March 2051) will have left after Year 6 in July 2052, so he won't "
                          "be on roll on the Date of Admission; Chioma is ranked on distance", actual=reply)
