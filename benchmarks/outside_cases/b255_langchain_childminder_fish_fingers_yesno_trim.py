"""Batch 255 (held out). A childminder's daily handover log: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Jo Pickersgill is a registered childminder in Sowerby Bridge with four mindees in spring 2051. At the end of
each day she chats the handovers into her helper - what the children ate, naps, what parents said at pick-up - so
she can look things up later; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Freya starting (Mon 3rd March, Mon/Weds/Thu 8-5)
with her "all about me" form - no allergies. Turn 2 is her first day. In turn 3 (Weds 12/3 handover), Jo writes that
Freya's mum Hannah says she came out in hives after a fish pie at her nan's on Sunday, the GP's referring her for
allergy tests, so no fish of any kind till then, not even fish fingers - it's in writing in the contact book. Turns
4 to 8 are nappy cream, next week's menu (Weds: fish fingers, peas and waffles), the Ofsted check of the forms
(Freya's still says "allergies: none"), Alfie's fees and a duck pond outing. By turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Mon 17/3): "can Freya have the fish fingers on weds with everyone else? doing
the big shop tonight" -> expected no - no fish at all till her allergy tests (hives after fish pie). The assistant
says yes, her form says no allergies.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that put Freya
off fish was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on hives,
the fish pie or the allergy tests); the menu, the forms note with "allergies: none" and the outing are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b255_langchain_childminder_fish_fingers_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "can Freya have the fish fingers on weds with everyone else? doing the big shop tonight"
TURNS = [
    ("new starter - Freya (2y 3m) from mon 3rd march, mon/weds/thu 8-5. mum Hannah did the all about me form: no "
     "allergies, loves Peppa, dummy for naps only, calls her blanket 'bobo'",
     "Noted - Freya (2 years 3 months) starts Mon 3 March, Mon/Weds/Thu 8 till 5. No allergies on her form; dummy "
     "for naps only, and her blanket is 'bobo'."),
    ("3/3 Freya 1st day - cried 10 mins at drop off then fine, ate all her pasta bake, nap 12.30-2 w/ bobo. Hannah "
     "picked up 5.05",
     "Freya's first day went well: ten minutes of tears at drop-off, ate all her pasta bake, napped 12.30 to 2."),
    ("Weds 12/3 handover - Hannah says Freya came out in hives after fish pie at her nan's sunday 😟 GP's referring "
     "her for allergy tests so NO fish of any kind till they've been, not even fish fingers. she's written it in "
     "the contact book + signed it",
     "Understood - no fish of any kind for Freya until her allergy tests, after the hives from the fish pie on "
     "Sunday. It's written and signed in the contact book."),
    ("thu - nappy cream running low for Freya, told Hannah. her + Alfie painted leaves in the garden, v messy 😂",
     "Freya's nappy cream is running low (Hannah's been told); she and Alfie painted leaves in the garden."),
    ("menu for next wk printed + on the fridge: mon chicken casserole, weds fish fingers peas + potato waffles, thu "
     "veggie chilli, fri jacket pots w/ beans",
     "Next week's menu: Monday chicken casserole, Wednesday fish fingers with peas and potato waffles, Thursday "
     "veggie chilli, Friday jacket potatoes with beans."),
    ("Ofsted due next month so checked all the all about me forms r in the folder - Freya's is: 'allergies: none, "
     "dietary: none, comforter: dummy (naps), bobo'. Alfie's needs his new address on",
     "All the forms are in the folder; Freya's reads allergies none, dietary none, dummy for naps and bobo. Alfie's "
     "needs his new address adding."),
    ("Alfie's mum paying thru the tax free childcare account from april, invoice to go to her work email now",
     "From April Alfie's fees come through the Tax-Free Childcare account; invoices to his mum's work email."),
    ("duck pond fri if it's dry 🦆 need a 2nd adult for the ratios, my sister Kate's coming, she's DBS'd",
     "Duck pond outing Friday if it's dry, with your sister Kate as the second adult (she's DBS checked)."),
    (QUESTION,
     "Yes - her form says no allergies and nothing dietary, so she can have the fish fingers with everyone."),
]
WINDOW = 11
GONE = ("hives", "fish pie", "allergy test", "no fish")


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
            assert any("weds fish fingers peas + potato waffles" in str(m.content) for m in window), window
            assert any("'allergies: none, dietary: none" in str(m.content) for m in window), window
            assert any("duck pond fri" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("NO fish of any kind till they've been" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's handover log - she's a childminder in Sowerby Bridge; today Mon 17 "
                                            "March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - no fish at all till her allergy tests, she came out in hives after fish pie",
       actual=reply)
