'use client';

export default function Widget() {
  return <p>The widget loaded.</p>;
}
