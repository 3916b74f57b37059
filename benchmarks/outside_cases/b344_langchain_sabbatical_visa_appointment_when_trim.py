"""Batch 344 (held out). A couple planning a sabbatical year abroad with their kids: LangChain
InMemoryChatMessageHistory + trim_messages (last 11 messages), one root span per turn.

App: Sarah and Tom Bennett are taking a year out in Lisbon from September 2027 with Freddie (10) and Isla (7) - a D7
visa, a school, a flat, letting their house in Bristol, health insurance, passports. Sarah keeps on top of it by
pasting the emails she and Tom trade into a chat with a planning helper; each turn the chat is trimmed to its last
11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the plan; turn 2 the schools. In turn 3 Sarah pastes
Tom's reply of Monday the eighth of March ("> On Sun 7 Mar 2027, Sarah wrote: > did VFS ever get back to you?"):
VFS rang him that morning - the consulate is shut for a staff training day on Thursday, so their visa appointment
has moved to a week on Thursday, same place, 10.15 instead of 9 - plus the letting agent and his mum. Turns 4 to 8
are the health insurance, the original VFS confirmation forwarded to her ("Appointment date: Thursday, 11 March
2027, 09:00" and the documents list), the flat in Campo de Ourique, the house let and the kids' passports. By turn 9
the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Wednesday the tenth of March): "what day's the
visa appointment? I need to book the day off and sort someone to have the kids" -> expected Thursday 18 March at
10.15 ("a week on Thursday" counted from Tom's Monday 8 March email - not this Thursday, the one after). The
assistant says tomorrow, Thursday 11 March at 9.

Why temporal: the record says "a week on Thursday"; the day follows only from the email's own date.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved the
appointment was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on "a week on
Thursday", 10.15 or the training day); the forwarded confirmation with Thursday 11 March 09:00 is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b344_langchain_sabbatical_visa_appointment_when_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day's the visa appointment? I need to book the day off and sort someone to have the kids"
TURNS = [
    ("Hi! So this is really happening - Tom and I are taking the kids (Freddie's 10, Isla's 7) to Lisbon for a year "
     "from the start of September. Tom's employer has agreed to the sabbatical, I'm going to freelance from there. "
     "We need the D7 visa, a school, a flat, someone to rent our house in Bristol, and about a thousand other things. "
     "Can you help me keep track of it all? I'll paste bits of emails in as they come.",
     "Of course - a year in Lisbon from September with Freddie and Isla. I'll keep track of the visa, school, flat, "
     "house let and anything else you paste in."),
    ("Schools: we've more or less decided against the international school (€14,000 a year EACH, no thank you) and "
     "we're going for the local escola básica round the corner from the flat we like, with Portuguese lessons over "
     "the summer. Isla is thrilled, Freddie is 'thinking about it'.",
     "Noted: the local escola básica near the flat rather than the international school, with Portuguese lessons "
     "over the summer."),
    ("From Tom, Monday 8 March:\n\n"
     "Hi love,\n\n"
     "Yes - VFS rang me this morning, finally. The consulate's shut for a staff training day on Thursday, so our "
     "appointment's been moved to a week on Thursday - same place, 10.15 instead of 9. They said the documents list "
     "is the same, and the kids don't need to come as long as we bring their passports.\n\n"
     "Also spoke to the letting agent at lunch, they think £1,850 a month is realistic for the house, furnished. And "
     "Mum says she'll have the cat, so that's one thing off the list!\n\n"
     "> On Sun 7 Mar 2027, Sarah wrote:\n> did VFS ever get back to you about Thursday? x\n\n"
     "T xx",
     "Got it - the visa appointment has moved to a week on Thursday at 10.15 (the consulate has a training day this "
     "Thursday); the kids needn't come if you bring their passports. The agent suggests £1,850 a month furnished, and "
     "Tom's mum is having the cat."),
    ("Health insurance - the D7 needs private cover for the whole family for the year. Tom's found one with "
     "Allianz Care at about £2,300 for the four of us, which covers the kids' dentist too. I think we just go with "
     "it, I can't face comparing twelve more.",
     "Private family cover with Allianz Care, about £2,300 for the year, dentist included - that meets the D7 "
     "requirement."),
    ("Found the original booking email, can you make me a checklist from it?\n\n"
     "---------- Forwarded message ---------\nFrom: VFS Global <noreply@vfsglobal.com>\nDate: Tue, 16 Feb 2027\n"
     "Subject: Appointment confirmation - Portugal National Visa\n\n"
     "Dear Applicant, your appointment is confirmed. Appointment date: Thursday, 11 March 2027, 09:00. Location: "
     "Portugal Visa Application Centre, London. Please bring: passports for all applicants, two photographs each, "
     "proof of income for the last six months, proof of accommodation, health insurance certificate, criminal record "
     "certificates for adults, and the NIF numbers.",
     "Checklist: passports for all four, two photos each, six months of income proof, proof of accommodation, the "
     "health insurance certificate, criminal record certificates for you and Tom, and your NIF numbers."),
    ("The flat! The landlord in Campo de Ourique has said yes - three bedrooms, a tiny balcony, ten minutes' walk "
     "from the school, from 1 September. He wants two months' deposit. I've asked him for a letter we can use as "
     "proof of accommodation.",
     "Lovely - the three-bedroom flat in Campo de Ourique from 1 September, two months' deposit, and a landlord's "
     "letter for proof of accommodation."),
    ("House - the agent's got a couple from the university who want it from mid-August for twelve months, and "
     "they're happy with the cat-less house (Mum's definitely having Mittens). Tom's doing the inventory this weekend.",
     "A university couple want the house from mid-August for a year; Tom is doing the inventory this weekend."),
    ("Passports - Isla's runs out in October, so we need to renew it before the appointment or they may not "
     "accept it. I've done the online form, photos were a nightmare, she pulled a face in every single one.",
     "Isla's passport expires in October - you've sent the online renewal so it's valid for the visa."),
    (QUESTION,
     "It's tomorrow - Thursday 11 March at 9am, at the Portugal Visa Application Centre in London."),
]
WINDOW = 11
GONE = ("a week on thursday", "10.15", "training day")


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
            assert any("Appointment date: Thursday, 11 March 2027, 09:00" in str(m.content) for m in window), window
            assert any("Campo de Ourique" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("moved to a week on Thursday" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sarah Bennett's planning chat - she and Tom are taking Freddie and "
                                            "Isla to Lisbon for a year from September 2027; today is Wednesday "
                                            "10 March 2027)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Thursday 18 March at 10.15 - 'a week on Thursday' from Tom's Monday 8 March email (the "
                          "consulate's shut this Thursday)", actual=reply)
