"""Batch 277 (held out). A community pharmacy's repeat prescriptions, from the family's side: LangChain
InMemoryChatMessageHistory + trim_messages (last 11 messages), one root span per turn.

App: Anita orders her mum's (Joan Firth, 79) repeat prescriptions through the surgery's app; Moorside Pharmacy
dispenses them into a weekly blister pack and their driver brings it round. Anita keeps track of it all in a chat
with a helper; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is mum's repeat list - amlodipine 5mg, atorvastatin
20mg, omeprazole 20mg, the Adcal chews and her Fostair inhaler. Turn 2 is how the ordering works. In turn 3
(2053-03-19) Anita says mum's had her medication review with Dr Shah - the omeprazole's come off, the tummy's been
fine since Christmas and she was only meant to be on it 8 weeks, and the amlodipine's gone up to 10mg; the surgery
have changed the repeat. Turns 4 to 8 are the delivery day, the blister pack sheet from the old pack (which still
lists "omeprazole 20mg - 1 before brekkie"), the inhaler check with the pharmacist, the flu jab and the free
prescriptions. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Mon 7/4): "is the
omeprazole still on mum's repeat? doing her order on the app tonight, don't want to tick something she's not
having" -> expected no, it came off at her review. The assistant says yes.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that took
the omeprazole off was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on Dr Shah, the review, "come off" or 10mg); the old blister sheet, the inhaler check and the flu jab are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b277_langchain_pharmacy_omeprazole_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("is the omeprazole still on mum's repeat? doing her order on the app tonight, don't want to tick "
            "something she's not having")
TURNS = [
    ("mum's repeat (so I don't have to keep finding the paper 🙄): amlodipine 5mg, atorvastatin 20mg, omeprazole "
     "20mg, Adcal-D3 chews x2, Fostair inhaler 2 puffs bd. all from Moorside Pharmacy in her blister pack",
     "Noted - Joan's repeat: amlodipine 5mg, atorvastatin 20mg, omeprazole 20mg, Adcal-D3 chews (two), and the "
     "Fostair inhaler, 2 puffs twice a day; Moorside Pharmacy do her blister pack."),
    ("I order on the surgery app every 4 wks, takes 2 working days to get to Moorside then they need another 2 to do "
     "the pack. so order on a thurs latest",
     "Order on the surgery app every 4 weeks, by the Thursday at the latest - two working days to Moorside, then two "
     "more for the pack."),
    ("2053-03-19 mum had her med review w/ Dr Shah today - the omeprazole's come off!! tummy's been fine since xmas "
     "+ she was only meant to be on it 8 wks. and amlodipine's gone up to 10mg, her BP was 160-odd. surgery have "
     "changed the repeat already",
     "Good news - the omeprazole has come off her repeat after the review with Dr Shah, and the amlodipine is now "
     "10mg; the surgery have already updated the repeat."),
    ("Moorside's driver comes weds afternoons now not tues, Wayne, he knocks loud bcos she's deaf in one ear",
     "Deliveries are Wednesday afternoons now - Wayne, who knocks loudly."),
    ("found the sheet that came w/ the old pack: 'MON-SUN am: amlodipine 5mg, atorvastatin 20mg, omeprazole 20mg - "
     "1 before brekkie, Adcal 1 chew. pm: Adcal 1 chew'. useful for the carers",
     "That's the sheet from the old pack - morning and evening doses listed; handy for the carers."),
    ("she had her inhaler check w/ the pharmacist (Mr Okafor) - she's been doing it too fast, he's given her a "
     "spacer, much better",
     "Mr Okafor checked her inhaler technique and gave her a spacer - good."),
    ("flu jab done at Moorside too, sat morning, no appt needed. she's due her covid one in the autumn",
     "Flu jab done at Moorside; her covid booster is due in the autumn."),
    ("and she doesn't pay for any of it obvs, she's 79 😂 they've got her exemption on file",
     "Right - she's over 60 so her prescriptions are free; Moorside have her exemption on file."),
    (QUESTION,
     "Yes - omeprazole 20mg is on her repeat, one before breakfast, so tick it with the rest."),
]
WINDOW = 11
GONE = ("dr shah", "review", "come off", "10mg", "160")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("omeprazole 20mg - 1 before brekkie" in str(m.content) for m in window), window
            assert any("given her a spacer" in str(m.content) for m in window), window
            assert any("flu jab done at Moorside" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("the omeprazole's come off" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Anita's chat - she orders her mum Joan Firth's repeat prescriptions; "
                                            "today Mon 7 April 2053)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - the omeprazole came off at her medication review with Dr Shah", actual=reply)
