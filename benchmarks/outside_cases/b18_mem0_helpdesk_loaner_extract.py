"""Batch 18 (held out). A small office's IT helpdesk log: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Kev, the one-man IT desk at Brayford & Co (accountants, 14 staff), types each ticket note in his own shorthand
and the app stores it with ``memory.add(messages, user_id="brayford-it", metadata={"date": ...})``; mem0's LLM
extracts the facts. Twenty-two notes over February-March: tickets, laptops, loaners, licences, the printer. Several
share words with the question (Priya has two other tickets; three loaners LN-02/03/04 are mentioned for other
people; LN-04 itself was wiped after Tom returned it).

Planted fault (ExtractionError, omitted at extraction): the note of 10/3 reads "#3318 Priya S - LT-22 (Dell 5420)
won't charge, not the brick, tried 2. Sent to Dell depot under warranty 10/3, 5-7 working days. She's on LN-04 (old
ThinkPad T480, charger in the bag), her O365 seat moved across. Back to me when hers returns." mem0's extraction of
that add keeps the fault, the warranty repair and the turnaround, and drops the loaner. Question (Mon 16/3): "Which
loaner is Priya on while her Dell's away?" -> expected "LN-04, the old ThinkPad T480". The assistant says it has no
loaner recorded for her.

Expected verdict: ExtractionError at mem0.extract inside the 10/3 add (fault() wraps that one add). Asserted: the
note holds "LN-04"; no stored memory and nothing in the context ties Priya to a loaner, while her Dell repair is in
the context. Another reading: none that we see; the search returns every memory of the desk.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b18_mem0_helpdesk_loaner_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

DESK = "brayford-it"
# (date, note, facts mem0's model extracts from it)
NOTES = [
    ("2026-02-02", "#3290 Dan W - Outlook keeps asking for pwd. MFA re-registered on his new phone, fixed. closed",
     ["Dan W's Outlook password prompts were fixed by re-registering MFA on his new phone (ticket 3290, closed)"]),
    ("2026-02-03", "Printer (Ricoh, 1st floor) jamming tray 2 again. Engineer booked Thu 5/2 am, contract ref RC-7781",
     ["The first-floor Ricoh printer jams in tray 2", "A Ricoh engineer was booked for Thursday 5 February"]),
    ("2026-02-04", "#3293 Priya S - can't open the Sage backup from Jan. Restored to her H: drive, ok now. closed",
     ["Priya S's January Sage backup was restored to her H: drive (ticket 3293, closed)"]),
    ("2026-02-05", "Ricoh man came, replaced pickup roller tray 2, no charge under contract. Told him tray 3 squeaks",
     ["The Ricoh engineer replaced the tray 2 pickup roller under contract"]),
    ("2026-02-09", "#3297 Tom H - laptop LT-17 screen flickering. Loaned him LN-04 (T480) while Lenovo look at it",
     ["Tom H's laptop LT-17 has a flickering screen and went to Lenovo (ticket 3297)",
      "Tom H was given loaner LN-04 (ThinkPad T480)"]),
    ("2026-02-10", "Adobe Acrobat licences: 6 seats, renewal 28/3, GBP 14.50/user/mth. Ask Sue if we still need 6",
     ["Brayford has 6 Adobe Acrobat seats renewing on 28 March at GBP 14.50 per user per month"]),
    ("2026-02-12", "#3301 Dan W - wfh, laptop won't boot (BitLocker recovery screen). Gave key over phone. "
                   "Gave him LN-02 for the day just in case",
     ["Dan W's laptop hit a BitLocker recovery screen and was unlocked by phone (ticket 3301)",
      "Dan W borrowed loaner LN-02 for a day"]),
    ("2026-02-13", "LN-03 battery dead (holds 20 min). Don't issue till new batt comes, ordered GBP 38 from Insight",
     ["Loaner LN-03 has a dead battery and must not be issued until a replacement arrives",
      "A GBP 38 battery for LN-03 was ordered from Insight"]),
    ("2026-02-16", "Dan returned LN-02. Wiped + reimaged, back on the shelf in the comms cupboard",
     ["Loaner LN-02 was returned by Dan, reimaged and put back in the comms cupboard"]),
    ("2026-02-18", "#3305 Sue M (partner) - wants 2nd monitor at home. Ordered Dell P2422H GBP 159, deliver to hers",
     ["Sue M ordered a Dell P2422H second monitor (GBP 159) for home (ticket 3305)"]),
    ("2026-02-20", "Wifi in meeting rm 2 dropping. AP firmware updated, moved it off the filing cabinet. Monitor",
     ["The meeting room 2 Wi-Fi access point had its firmware updated and was moved"]),
    ("2026-02-23", "#3309 Priya S - O365 says 'unlicensed product' in Excel. Re-assigned Business Std licence. closed",
     ["Priya S's Excel 'unlicensed product' error was fixed by re-assigning a Business Standard licence (ticket "
      "3309, closed)"]),
    ("2026-02-25", "Sue says keep 5 Acrobat seats not 6 (Mo left). Remove Mo's before 28/3 renewal",
     ["Sue wants 5 Acrobat seats from the 28 March renewal instead of 6, dropping Mo's seat"]),
    ("2026-02-27", "Tom H LT-17 back from Lenovo (new screen cable). Swapped back, LN-04 returned",
     ["Tom H's LT-17 came back from Lenovo with a new screen cable", "Tom H returned loaner LN-04"]),
    ("2026-03-02", "LN-04 wiped + reimaged after Tom. Charger was missing - found it in his drawer. All in the bag now",
     ["Loaner LN-04 was wiped and reimaged after Tom", "LN-04's charger was found and is in its bag"]),
    ("2026-03-03", "#3312 Gary P - VPN won't connect from hotel wifi (Leeds). Told him to use phone hotspot, worked",
     ["Gary P's VPN would not connect on hotel Wi-Fi in Leeds; a phone hotspot worked (ticket 3312)"]),
    ("2026-03-05", "Insight battery for LN-03 arrived + fitted. LN-03 ok to issue again",
     ["LN-03's new battery was fitted and it can be issued again"]),
    ("2026-03-06", "#3315 Anita R - new starter Mon 9/3. Laptop LT-25 built, O365 Business Std, Sage user. Desk 4",
     ["New starter Anita R begins on Monday 9 March with laptop LT-25 at desk 4 (ticket 3315)"]),
    ("2026-03-10", "#3318 Priya S - LT-22 (Dell 5420) won't charge, not the brick, tried 2. Sent to Dell depot under "
                   "warranty 10/3, 5-7 working days. She's on LN-04 (old ThinkPad T480, charger in the bag), her O365 "
                   "seat moved across. Back to me when hers returns.",
     # the planted fault: the loaner she is on (LN-04, the T480) is not extracted
     ["Priya S's laptop LT-22 (Dell 5420) won't charge, even with a second charger (ticket 3318)",
      "Priya S's LT-22 was sent to the Dell depot under warranty on 10 March",
      "Dell's turnaround for LT-22 is 5-7 working days"]),
    ("2026-03-11", "Ricoh tray 3 squeak now a grind. Logged with Ricoh again RC-7781, they'll ring",
     ["The Ricoh printer's tray 3 now grinds; logged again with Ricoh under RC-7781"]),
    ("2026-03-12", "#3320 Anita R - can't see the Clients shared drive. Added to Staff-Clients group. closed",
     ["Anita R was added to the Staff-Clients group for the Clients shared drive (ticket 3320, closed)"]),
    ("2026-03-13", "Backup NAS: disk 2 amber. Replacement WD Red 4TB ordered, GBP 96. Rebuild over the weekend",
     ["The backup NAS disk 2 shows amber; a GBP 96 WD Red 4TB replacement was ordered"]),
]
EXTRACTED = {note[:40]: facts for _, note, facts in NOTES}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="helpdesk"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note.startswith("#3318"):
                assert "LN-04" in note
                with fault():
                    memory.add(msgs, user_id=DESK, metadata={"date": day})
            else:
                memory.add(msgs, user_id=DESK, metadata={"date": day})
    question = "Which loaner is Priya on while her Dell's away?"
    with turn_span("question Mon 16/3"):
        hits = memory.search(question, top_k=60, filters={"user_id": DESK})["results"]
        context = [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": DESK}, top_k=200)["results"]]
        assert any("Dell depot" in c for c in context), context
        assert not any("Priya" in s and ("LN-04" in s or "loaner" in s.lower() or "T480" in s)
                       for s in stored + context), stored
        reply = answer(question, context, mock="Her LT-22 went to the Dell depot on 10 March (5-7 working days), but "
                                               "there's no loaner logged against Priya - LN-02 and LN-03 are the ones "
                                               "on the shelf.")
finish(question, expected="LN-04, the old ThinkPad T480", actual=reply)
